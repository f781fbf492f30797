import { queries } from '@dokkham/api';
import { pagedHistoryRoute } from '../../lib/pagedHistory';

/** The promotion usages route's glue; its own module for the reason given in deposit/historyRoute.ts. */
export const promotionHistoryRoute = pagedHistoryRoute(queries.usages, undefined, ['promotion', 'history', 'status']);

/** What the promotion usages route's search holds once validated. */
export type PromotionHistorySearch = ReturnType<typeof promotionHistoryRoute.validateSearch>;
