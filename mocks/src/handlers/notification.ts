import { noticesOf, noticeView, unreadCount } from '../db/notices';
import { protectionOf } from '../db/protection';
import { paginate } from '../db/queries';
import type { Routes } from './types';

export const notificationRoutes = {
  notifications: ({ me, db, query }) => {
    const player = me();
    const page = paginate(noticesOf(db, player.id), query.page, query.pageSize);
    return { ...page, items: page.items.map(noticeView), unreadCount: unreadCount(db, player.id) };
  },

  /** Ids that are not the player's (or unknown) are ignored: marking read is idempotent. */
  markNotificationsRead: ({ me, db, body }) => {
    const player = me();
    const ids = 'ids' in body ? new Set(body.ids) : null;
    for (const n of db.notices) if (n.playerId === player.id && (ids === null || ids.has(n.id))) n.read = true;
    return { unreadCount: unreadCount(db, player.id) };
  },

  /**
   * Running and upcoming, by start. Public (a guest sees maintenance too); a player on a break or
   * self-excluded is never answered promotion announcements (issue "Player protection").
   */
  announcements: ({ db, player }) => {
    const now = db.clock.iso();
    const restricted = player ? protectionOf(db, player.id).restriction !== null : false;
    const announcements = db.announcements
      .filter((a) => (a.endsAt === null || a.endsAt > now) && !(restricted && a.kind === 'PROMOTION'))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return { announcements, serverTime: now };
  },
} satisfies Partial<Routes>;
