/**
 * queryOptions for every GET endpoint (and the username check), for `useQuery`,
 * `ensureQueryData` in route loaders and `prefetchQuery` alike:
 *
 *   useQuery(queries.credit('gclub'))
 *   queryClient.ensureQueryData(queries.agencyInfo())
 *
 * The query function finds the api client on the QueryClient that runs it (binding.ts).
 */
import { agencyQueries } from '../areas/agency/queries';
import { authQueries } from '../areas/auth/queries';
import { creditQueries } from '../areas/credit/queries';
import { bankQueries } from '../areas/bank/queries';
import { paymentQueries } from '../areas/payment/queries';
import { depositQueries } from '../areas/deposit/queries';
import { withdrawQueries } from '../areas/withdraw/queries';
import { promotionQueries } from '../areas/promotion/queries';
import { gameQueries } from '../areas/game/queries';
import { protectionQueries } from '../areas/protection/queries';
import { notificationQueries } from '../areas/notification/queries';
import { sessionQueries } from '../areas/session/queries';

export { NEVER_STALE_GAME_PROVIDERS } from '../areas/game/queries';

/** Every area's queries (areas/<area>/queries.ts) under one name. */
export const queries = {
  ...agencyQueries,
  ...authQueries,
  ...creditQueries,
  ...bankQueries,
  ...paymentQueries,
  ...depositQueries,
  ...withdrawQueries,
  ...promotionQueries,
  ...gameQueries,
  ...protectionQueries,
  ...notificationQueries,
  ...sessionQueries,
};
