import type { IoFor } from '../define';
import { AlphabetGamesResponse, GamesQuery, GamesResponse, OpenGameRequest, OpenGameResponse } from './schemas';
import type { gameRoutes } from './route';

/** What the game endpoints take, answer and may fail with; keyed exactly as gameRoutes. */
export const gameEndpoints = {
  games: {
    query: GamesQuery,
    response: GamesResponse,
    errors: ['UNAUTHORIZED'],
    summary: "A provider's games, optionally of one category.",
    examples: { ok: { query: { provider: 'askmebet', category: 'slot' } } },
  },
  alphabetGames: {
    response: AlphabetGamesResponse,
    errors: ['UNAUTHORIZED'],
    summary: "alphabet's lobby list.",
  },
  openGame: {
    body: OpenGameRequest,
    response: OpenGameResponse,
    errors: ['UNAUTHORIZED', 'GAME_NOT_FOUND', 'GAME_CANNOT_OPEN', 'PLAYER_ON_BREAK', 'PLAYER_SELF_EXCLUDED'],
    summary: 'A launch URL for a game; GAME_CANNOT_OPEN when the credit is zero; refused during a break or self-exclusion.',
    examples: { ok: { body: { provider: 'alphabet', gameId: 'alphabet-golden-naga' } } },
  },
} as const satisfies IoFor<typeof gameRoutes>;
