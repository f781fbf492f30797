/** What the notification feature decides without React: where a notice leads, which text an announcement shows, dismissals. */
import type { Announcement, AnnouncementText, Language, Notice, NoticeSubject } from '@dokkham/api';

/** The page a notice opens: the order's receipt, or the promotion. */
export function noticeHref(subject: NoticeSubject): string {
  switch (subject.type) {
    case 'deposit':
      return `/player/deposit/history/${encodeURIComponent(subject.code)}`;
    case 'withdrawal':
      return `/player/withdraw/history/${encodeURIComponent(subject.code)}`;
    case 'promotion':
      return `/player/promotion/${encodeURIComponent(subject.promotionId)}`;
  }
}

/** The announcement's text in the player's language; Lao when the agency wrote none in it. */
export function textIn(text: AnnouncementText, language: Language): string {
  return (language === 'lo' ? undefined : text[language]) || text.lo;
}

/** The announcements running now (the agency's clock), by start: the panel lists them. */
export function runningAnnouncements(announcements: readonly Announcement[], now: string): Announcement[] {
  return announcements.filter((a) => a.startsAt <= now && (a.endsAt === null || a.endsAt > now));
}

/** The maintenance running now, the first by start; null if none: the banner. */
export function runningMaintenance(announcements: readonly Announcement[], now: string): Announcement | null {
  return runningAnnouncements(announcements, now).find((a) => a.kind === 'MAINTENANCE') ?? null;
}

/** Dismissals are kept per player (a guest counts as one) and announcement, on this device. */
export const dismissKey = (playerId: string | null, announcementId: string) => `dk.announcement.dismissed:${playerId ?? 'guest'}:${announcementId}`;

export function isDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function dismiss(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): dismissed for this page only.
  }
}

/** Unread notices of an order: the order watcher marks them read once it has toasted the event. */
export function unreadOfOrder(notices: readonly Notice[], type: 'deposit' | 'withdrawal', code: string): string[] {
  return notices.filter((n) => !n.read && n.subject.type === type && n.subject.code === code).map((n) => n.id);
}
