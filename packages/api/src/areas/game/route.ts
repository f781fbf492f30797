import { route } from '../define';

/** How the game endpoints are called (zod-free: in the client's entry bundle). */
export const gameRoutes = {
  games: route({
    method: 'GET',
    path: '/v2/games',
  }),
  alphabetGames: route({
    method: 'GET',
    path: '/v2/games/alphabet',
  }),
  openGame: route({
    method: 'POST',
    path: '/v2/games/open',
  }),
} as const;
