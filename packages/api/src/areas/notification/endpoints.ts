import type { IoFor } from '../define';
import { PageQuery } from '../../schemas/common';
import { AnnouncementsResponse, MarkNotificationsReadRequest, MarkNotificationsReadResponse, NotificationsResponse } from './schemas';
import type { notificationRoutes } from './route';

/** What the notification centre's endpoints take, answer and may fail with; keyed exactly as notificationRoutes. */
export const notificationEndpoints = {
  notifications: {
    query: PageQuery,
    response: NotificationsResponse,
    errors: ['UNAUTHORIZED'],
    summary:
      "The player's notices, newest first, paged: each order event (deposit paid, credited, failed; withdrawal approved, rejected, paid) and promotion event (claimed, completed, cancelled), with the count of unread ones.",
    examples: { ok: { query: { pageSize: 5 } } },
  },
  markNotificationsRead: {
    body: MarkNotificationsReadRequest,
    response: MarkNotificationsReadResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Mark notices read: some by id (ids not the player\'s are ignored), or all. Answers the unread count left.',
    examples: { ok: { body: { all: true } } },
  },
  announcements: {
    response: AnnouncementsResponse,
    summary:
      "The agency's running and upcoming announcements (info, promotion, maintenance), by start. Without a session: what a guest may see; a player on a break or self-excluded is never answered promotion ones.",
  },
} as const satisfies IoFor<typeof notificationRoutes>;
