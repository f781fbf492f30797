import { GAME_CATEGORIES } from '@dokkham/api/values';
import { isZero } from '@dokkham/api/money';
import { creditsOf } from '../db/queries';
import { fail } from './errors';
import { refuseIfRestricted } from './protection';
import type { Routes } from './types';
import { gameView } from './views';

export const gameRoutes = {
  games: ({ db, query, mock }) => {
    const ofProvider = db.games.filter((g) => g.provider === query.provider);
    return {
      provider: query.provider,
      categories: GAME_CATEGORIES.filter((c) => ofProvider.some((g) => g.category === c)),
      games: ofProvider.filter((g) => !query.category || g.category === query.category).map((g) => gameView(mock.baseUrl, g)),
    };
  },

  alphabetGames: ({ db, mock }) => ({
    games: db.games.filter((g) => g.provider === 'alphabet').map((g) => gameView(mock.baseUrl, g)),
  }),

  /** A URL under the mock base (the app's origin proxies it), opening a page that names the game. */
  openGame: ({ me, db, body, mock }) => {
    const player = me();
    refuseIfRestricted(db, player);
    const game = body.gameId ? db.games.find((g) => g.id === body.gameId && g.provider === body.provider) : undefined;
    if (body.gameId && !game) fail('GAME_NOT_FOUND');
    if (isZero(creditsOf(db, player.id)[body.provider])) fail('GAME_CANNOT_OPEN');
    const path = `${mock.baseUrl}/__mock/play/${body.provider}`;
    return { url: game ? `${path}/${encodeURIComponent(game.id)}` : path };
  },
} satisfies Partial<Routes>;
