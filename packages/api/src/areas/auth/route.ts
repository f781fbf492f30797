import { route } from '../define';

/** How the auth endpoints are called (zod-free: in the client's entry bundle). */
export const authRoutes = {
  login: route({
    method: 'POST',
    path: '/v2/players/login',
    session: false,
  }),
  logout: route({
    method: 'POST',
    path: '/v2/players/logout',
    session: false,
  }),
  register: route({
    method: 'POST',
    path: '/v2/players/register',
    status: 201,
    session: false,
  }),
  usernameValidate: route({
    method: 'POST',
    path: '/v2/players/username/validate',
    session: false,
  }),
  playerInfo: route({
    method: 'GET',
    path: '/v2/players/info',
    redirectOn401: false,
  }),
  my: route({
    method: 'GET',
    path: '/v2/players/my',
  }),
  passwordChange: route({
    method: 'POST',
    path: '/v2/players/security/password/change',
  }),
} as const;
