import { queries } from '@dokkham/api';
import { pagedHistoryRoute, validateOrderFilters } from '../../lib/pagedHistory';

/**
 * The deposit history route's glue (routes/player/deposit/history.tsx spreads it): the search, the
 * page loaded before the screen, and the screen's lazy texts loaded with the route, so the screen
 * never suspends. Its own module, not the screen's: the route file's non-component part is in the
 * entry bundle, and importing it from the screen module would pull the screen in with it.
 */
export const depositHistoryRoute = pagedHistoryRoute(queries.deposits, validateOrderFilters, ['deposit', 'history', 'status']);

/** What the deposit history route's search holds once validated. */
export type DepositHistorySearch = ReturnType<typeof depositHistoryRoute.validateSearch>;
