import type { IoFor } from '../define';
import { LoginRequest, LoginResponse, MyResponse, PasswordChangeRequest, PlayerInfoResponse, RegisterRequest, RegisterResponse, UsernameValidateRequest, UsernameValidateResponse } from './schemas';
import { Ok } from '../../schemas/common';
import type { authRoutes } from './route';

/** What the auth endpoints take, answer and may fail with; keyed exactly as authRoutes. */
export const authEndpoints = {
  login: {
    body: LoginRequest,
    response: LoginResponse,
    errors: ['LOGIN_FAILED'],
    summary: 'Log in; sets the HttpOnly session cookie.',
  },
  logout: {
    response: Ok,
    summary: 'Log out; clears the session cookie.',
  },
  register: {
    body: RegisterRequest,
    response: RegisterResponse,
    errors: ['USERNAME_TAKEN', 'REGISTER_FAILED', 'FINGERPRINT_REQUIRED'],
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
    errors: ['UNAUTHORIZED', 'PASSWORD_INCORRECT'],
    summary: 'Change the password.',
  },
} as const satisfies IoFor<typeof authRoutes>;
