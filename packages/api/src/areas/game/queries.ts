/** queryOptions of the game endpoints (see queries/options.ts). */
import type { Provider } from '../../schemas/common';
import type { GameCategory } from './schemas';
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

/** Game lists of these providers never go stale (SPEC §2). */
export const NEVER_STALE_GAME_PROVIDERS: readonly Provider[] = ['askmebet', 'alphabet'];

export const gameQueries = {
  games: (provider: Provider, category?: GameCategory) => ({
    ...endpointQuery('games', queryKeys.player.games.list(provider, category), {
      query: category ? { provider, category } : { provider },
    }),
    ...(NEVER_STALE_GAME_PROVIDERS.includes(provider) ? { staleTime: Infinity } : {}),
  }),
  alphabetGames: () => ({
    ...endpointQuery('alphabetGames', queryKeys.player.games.alphabet(), {}),
    staleTime: Infinity,
  }),
};
