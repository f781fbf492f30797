import { GAME_CATEGORIES, PROVIDERS, type GameCategory, type Provider } from '@dokkham/api';

/**
 * Search-param validators shared by routes (paged histories: pagedHistory.ts). Invalid values are
 * dropped, never an error page. Each validator returns every key it owns, `undefined` when dropped:
 * TanStack Router lays a route's validated search over its parent's (the URL's own), so a key left
 * out would keep the URL's value.
 */

/** askmebet's tabs are its game categories, capitalised as the menu link writes them (?tab=Slot). */
export type GameTab = Capitalize<GameCategory>;
export const GAME_TABS: readonly GameTab[] = GAME_CATEGORIES.map(
  (c) => (c.charAt(0).toUpperCase() + c.slice(1)) as GameTab,
);

export interface GameTabSearch {
  tab?: GameTab | undefined;
}

/** `?tab=` of a game page: a known category (any case), written capitalised; else none. */
export function validateGameTabSearch(search: Record<string, unknown>): GameTabSearch {
  const value = typeof search.tab === 'string' ? search.tab.toLowerCase() : '';
  return { tab: GAME_TABS.find((t) => t.toLowerCase() === value) };
}

/** The longest search by name a game page keeps in its URL. */
export const GAME_QUERY_MAX = 40;

export interface GameLobbySearch {
  /** Search by name (`?q=`), so a reload keeps it. */
  q?: string | undefined;
}

/** `?q=` of a game page: text, trimmed and capped; blank drops out. */
export function validateGameLobbySearch(search: Record<string, unknown>): GameLobbySearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, GAME_QUERY_MAX) : '';
  return { q: q || undefined };
}

/** askmebet's page: its tab and the search. */
export function validateAskmebetSearch(search: Record<string, unknown>): GameTabSearch & GameLobbySearch {
  return { ...validateGameTabSearch(search), ...validateGameLobbySearch(search) };
}

/** The category a tab shows. */
export function tabCategory(tab: GameTab): GameCategory {
  return tab.toLowerCase() as GameCategory;
}

export interface DepositSearch {
  provider?: Provider | undefined;
}

/** `?provider=` of the deposit form (a game's 'please deposit', a claimed promotion): a known provider, else none. */
export function validateDepositSearch(search: Record<string, unknown>): DepositSearch {
  return { provider: PROVIDERS.find((p) => p === search.provider) };
}
