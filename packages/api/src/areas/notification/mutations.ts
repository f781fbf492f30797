/** Mutation hooks of the notification centre (machinery: queries/mutation.ts). */
import type { RequestBody, ResponseOf } from '../../client';
import { useApiMutation, type ApiMutationOptions } from '../../queries/mutation';
import { queryKeys } from '../../queries/keys';
import type { NotificationsResponse } from './schemas';

type Vars = RequestBody<'markNotificationsRead'>;

/**
 * Mark notices read. Every cached page takes the answer's unread count and the read marks at once
 * (the bell's count drops without a refetch); the pages are then asked again.
 */
export const useMarkNotificationsRead = (options?: ApiMutationOptions<ResponseOf<'markNotificationsRead'>, Vars>) =>
  useApiMutation<ResponseOf<'markNotificationsRead'>, Vars>(
    {
      name: 'markNotificationsRead',
      mutationFn: (api, body) => api.request('markNotificationsRead', { body }),
      onSuccess: (queryClient, data, body) => {
        const ids = 'ids' in body ? new Set(body.ids) : null;
        queryClient.setQueriesData<NotificationsResponse>({ queryKey: queryKeys.player.notifications.all() }, (page) =>
          page && {
            ...page,
            unreadCount: data.unreadCount,
            items: page.items.map((n) => (ids === null || ids.has(n.id) ? { ...n, read: true } : n)),
          },
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.player.notifications.all() });
      },
    },
    options,
  );
