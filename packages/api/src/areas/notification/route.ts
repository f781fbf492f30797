import { route } from '../define';

/** How the notification centre's endpoints are called (zod-free: in the client's entry bundle). */
export const notificationRoutes = {
  notifications: route({
    method: 'GET',
    path: '/v2/players/notifications',
  }),
  markNotificationsRead: route({
    method: 'POST',
    path: '/v2/players/notifications/read',
  }),
  /** Public: a guest sees maintenance too; with a session, what that player may see. */
  announcements: route({
    method: 'GET',
    path: '/v2/announcements',
    session: false,
  }),
} as const;
