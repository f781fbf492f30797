/** queryOptions of the notification centre's endpoints (see queries/options.ts). */
import type { PageQuery } from '../../schemas/common';
import { endpointQuery } from '../../queries/define';
import { paging, queryKeys } from '../../queries/keys';

export const notificationQueries = {
  /** A page of the player's notices with the unread count (the bell reads page 1). */
  notifications: (page?: PageQuery) =>
    endpointQuery('notifications', queryKeys.player.notifications.list(page), { query: paging(page) }),
  announcements: () => endpointQuery('announcements', queryKeys.announcements.list(), {}),
};
