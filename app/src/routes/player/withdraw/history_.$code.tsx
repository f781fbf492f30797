import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptScreen } from '../../../features/receipt/ReceiptScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/**
 * A withdrawal's receipt. `history_`: beside the history (not inside it), so history.tsx stays a
 * leaf. prefetchQuery never throws: an unknown or another player's code (ORDER_NOT_FOUND) is a
 * state of this page, not the error page.
 */
export const Route = createFileRoute('/player/withdraw/history_/$code')({
  staticData: { namespaces: ['receipt', 'withdraw', 'status', 'errors'] },
  loader: ({ context: { queryClient }, params, route }) =>
    Promise.all([loadRouteNamespaces(route), queryClient.prefetchQuery(queries.withdrawal(params.code))]).then(() => undefined),
  component: function WithdrawalReceiptRoute() {
    return <ReceiptScreen kind="withdrawal" code={Route.useParams().code} />;
  },
});
