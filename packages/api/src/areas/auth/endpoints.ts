import type { IoFor } from '../define';
import { LoginRequest, LoginResponse, MyResponse, PasswordChangeRequest, PlayerInfoResponse, RegisterRequest, RegisterResponse, UsernameValidateRequest, UsernameValidateResponse } from './schemas';
import { Ok } from '../../schemas/common';
import type { authRoutes } from './route';

/** What the auth endpoints take, answer and may fail with; keyed exactly as authRoutes. */
export const authEndpoints = {
  login: {
    body: LoginRequest,
    response: LoginResponse,
    errors: ['LOGIN_FAILED', 'TOO_MANY_REQUESTS'],
    summary: 'Log in; sets the HttpOnly session cookie. Repeated failures for a username: 429 with Retry-After.',
    examples: { ok: { body: { username: 'demo', password: 'demo1234' } } },
  },
  logout: {
    response: Ok,
    summary: 'Log out; clears the session cookie.',
  },
  register: {
    body: RegisterRequest,
    response: RegisterResponse,
    errors: ['ADULT_CONFIRMATION_REQUIRED', 'USERNAME_TAKEN', 'REGISTER_FAILED', 'FINGERPRINT_REQUIRED', 'TOO_MANY_REQUESTS'],
    summary:
      'Register a player. The fingerprint is in the body and the X-Fingerprint header. Without adult: true (the player confirmed being 18 or older) refused with ADULT_CONFIRMATION_REQUIRED; nothing is created.',
    examples: {
      ok: { body: { username: 'somchai_88', password: 'mekong2025', confirmPassword: 'mekong2025', fingerprint: '3f9a1c0e7b2d4a6f', adult: true } },
    },
  },
  usernameValidate: {
    body: UsernameValidateRequest,
    response: UsernameValidateResponse,
    summary: 'Whether a username is free.',
    examples: { ok: { body: { username: 'somchai_88' } } },
  },
  playerInfo: {
    response: PlayerInfoResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The signed-in player, credential and bank accounts; 401 means signed out.',
  },
  my: {
    response: MyResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'The current player (id, names): the check of the /player route guard.',
  },
  passwordChange: {
    body: PasswordChangeRequest,
    response: Ok,
    errors: ['UNAUTHORIZED', 'PASSWORD_INCORRECT', 'TOO_MANY_REQUESTS'],
    summary: "Change the password; ends the player's other sessions. Repeated wrong current passwords: 429 with Retry-After.",
    examples: {
      ok: { body: { currentPassword: 'demo1234', newPassword: 'mekong2025' } },
      // A wrong current password: bad input built on it cannot change the password.
      refused: { body: { currentPassword: 'not-the-password-0', newPassword: 'mekong2025' } },
    },
  },
} as const satisfies IoFor<typeof authRoutes>;
