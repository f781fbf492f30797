import { queries } from '@dokkham/api';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptScreen } from '../../../features/receipt/ReceiptScreen';
import { loadRouteNamespaces } from '../../../lib/routeNamespaces';

/**
 * A deposit's receipt. `history_`: beside the history (not inside it), so history.tsx stays a leaf.
 * prefetchQuery never throws: an unknown or another player's code (ORDER_NOT_FOUND) is a state of
 * this page, not the error page.
 */
export const Route = createFileRoute('/player/deposit/history_/$code')({
  staticData: { namespaces: ['receipt', 'deposit', 'status', 'errors'] },
  loader: ({ context: { queryClient }, params, route }) =>
    Promise.all([loadRouteNamespaces(route), queryClient.prefetchQuery(queries.deposit(params.code))]).then(() => undefined),
  component: function DepositReceiptRoute() {
    return <ReceiptScreen kind="deposit" code={Route.useParams().code} />;
  },
});
