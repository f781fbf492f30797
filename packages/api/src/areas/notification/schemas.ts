import * as z from 'zod/mini';
import { DateTime, Money, paged } from '../../schemas/common';

// The value sets live here, not in values.ts: only the (lazy) schemas need them, so the entry bundle does not carry them.
/** What a notice tells the player about: an order's or a promotion usage's change (areas/notification). */
export const NOTICE_KINDS = [
  'DEPOSIT_PAID',
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_PAID',
  'PROMOTION_CLAIMED',
  'PROMOTION_COMPLETED',
  'PROMOTION_CANCELLED',
] as const;
/** An agency announcement's kind: a running MAINTENANCE one is a banner; PROMOTION ones are never shown to a restricted player. */
export const ANNOUNCEMENT_KINDS = ['INFO', 'PROMOTION', 'MAINTENANCE'] as const;

export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

/** What a notice is about, so the app can open it: an order by its code, or a promotion by its id. */
export const NoticeSubject = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deposit'), code: z.string() }),
  z.object({ type: z.literal('withdrawal'), code: z.string() }),
  z.object({ type: z.literal('promotion'), promotionId: z.string() }),
]);
export type NoticeSubject = z.infer<typeof NoticeSubject>;

/**
 * One notice kept by the agency for the player (read on one device: read on all). The app writes
 * its text from the kind in the player's language; the amount is the order's (null for promotions).
 */
export const Notice = z.object({
  id: z.string(),
  kind: NoticeKind,
  subject: NoticeSubject,
  amount: z.nullable(Money),
  createdAt: DateTime,
  read: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;

// GET /v2/players/notifications
export const NotificationsResponse = z.extend(paged(Notice), {
  /** Unread notices of the player in all (not only this page). */
  unreadCount: z.number().check(z.int(), z.gte(0)),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

// POST /v2/players/notifications/read
export const MarkNotificationsReadRequest = z.union([
  z.object({ ids: z.array(z.string()).check(z.minLength(1), z.maxLength(100)) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;
export const MarkNotificationsReadResponse = z.object({ unreadCount: z.number().check(z.int(), z.gte(0)) });
export type MarkNotificationsReadResponse = z.infer<typeof MarkNotificationsReadResponse>;

/** An announcement's text: Lao always, the other languages where the agency wrote them (Lao stands in). */
export const AnnouncementText = z.object({
  lo: z.string(),
  th: z.optional(z.string()),
  cn: z.optional(z.string()),
  vn: z.optional(z.string()),
});
export type AnnouncementText = z.infer<typeof AnnouncementText>;

export const AnnouncementKind = z.enum(ANNOUNCEMENT_KINDS);
export type AnnouncementKind = z.infer<typeof AnnouncementKind>;

export const Announcement = z.object({
  id: z.string(),
  kind: AnnouncementKind,
  title: AnnouncementText,
  body: AnnouncementText,
  startsAt: DateTime,
  /** null: until the agency takes it down. */
  endsAt: z.nullable(DateTime),
});
export type Announcement = z.infer<typeof Announcement>;

// GET /v2/announcements
export const AnnouncementsResponse = z.object({
  /** Running and upcoming, by start. */
  announcements: z.array(Announcement),
  serverTime: DateTime,
});
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponse>;
