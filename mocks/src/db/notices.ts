/**
 * The notices the agency keeps for each player (the notification centre): one per order or
 * promotion event the mock makes, written where the state changes (ops.ts, handlers/promotion.ts).
 */
import type { Money, Notice, NoticeKind, NoticeSubject } from '@dokkham/api/schemas';
import { nextSeq } from './queries';
import type { Db, NoticeRecord } from './types';

export function addNotice(db: Db, playerId: string, kind: NoticeKind, subject: NoticeSubject, amount: Money | null = null): NoticeRecord {
  const seq = nextSeq(db);
  const notice: NoticeRecord = { id: `NT${String(seq).padStart(6, '0')}`, kind, subject, amount, createdAt: db.clock.iso(), read: false, playerId, seq };
  db.notices.push(notice);
  return notice;
}

/** A player's notices, newest first (creation order under a frozen clock). */
export function noticesOf(db: Db, playerId: string): NoticeRecord[] {
  return db.notices.filter((n) => n.playerId === playerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.seq - a.seq);
}

export function unreadCount(db: Db, playerId: string): number {
  return db.notices.filter((n) => n.playerId === playerId && !n.read).length;
}

export function noticeView({ playerId: _p, seq: _s, ...notice }: NoticeRecord): Notice {
  return notice;
}
