import { apiClientOf, queries, queryKeys } from '@dokkham/api';
import type { QueryClient } from '@tanstack/react-query';
import { unreadOfOrder } from './notices';

/**
 * After the order watcher has toasted an order's event: its unread notices (on the first page,
 * fetched afresh) are marked read, so the bell does not count again what the player just saw.
 * Best effort: a failure leaves them unread.
 */
export async function markOrderNoticesRead(queryClient: QueryClient, type: 'deposit' | 'withdrawal', code: string): Promise<void> {
  try {
    const page = await queryClient.fetchQuery({ ...queries.notifications(), staleTime: 0 });
    const ids = unreadOfOrder(page.items, type, code);
    if (ids.length > 0) await apiClientOf(queryClient).request('markNotificationsRead', { body: { ids } });
  } catch {
    return;
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.player.notifications.all() });
}
