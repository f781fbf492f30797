import { queries } from '@dokkham/api';
import { pagedHistoryRoute, validateOrderFilters } from '../../lib/pagedHistory';

/** The withdrawal history route's glue; its own module for the reason given in deposit/historyRoute.ts. */
export const withdrawHistoryRoute = pagedHistoryRoute(queries.withdrawals, validateOrderFilters, ['withdraw', 'history', 'status']);

/** What the withdrawal history route's search holds once validated. */
export type WithdrawHistorySearch = ReturnType<typeof withdrawHistoryRoute.validateSearch>;
