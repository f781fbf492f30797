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
  },
  logout: {
    response: Ok,
    summary: 'Log out; clears the session cookie.',
  },
  register: {
    body: RegisterRequest,
    response: RegisterResponse,
    errors: ['USERNAME_TAKEN', 'REGISTER_FAILED', 'FINGERPRINT_REQUIRED', 'TOO_MANY_REQUESTS'],
    summary: 'Register a player. The fingerprint is in the body and the X-Fingerprint header.',
  },
  usernameValidate: {
    body: UsernameValidateRequest,
    response: UsernameValidateResponse,
    summary: 'Whether a username is free.',
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
  },
} as const satisfies IoFor<typeof authRoutes>;
