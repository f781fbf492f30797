import type { Announcement, Notice } from '@dokkham/api';
import { describe, expect, it } from 'vitest';
import { noticeHref, runningAnnouncements, runningMaintenance, textIn, unreadOfOrder } from './notices';

const at = (iso: string) => `2026-01-01T${iso}:00Z`;
const maintenance = (id: string, startsAt: string, endsAt: string | null): Announcement => ({
  id,
  kind: 'MAINTENANCE',
  title: { lo: 'ປິດປັບປຸງ', th: 'ปิดปรับปรุง' },
  body: { lo: 'ລາຍລະອຽດ' },
  startsAt: at(startsAt),
  endsAt: endsAt === null ? null : at(endsAt),
});

describe('notices', () => {
  it('open the receipt of their order, or the promotion', () => {
    expect(noticeHref({ type: 'deposit', code: 'DP26010100001' })).toBe('/player/deposit/history/DP26010100001');
    expect(noticeHref({ type: 'withdrawal', code: 'WD1' })).toBe('/player/withdraw/history/WD1');
    expect(noticeHref({ type: 'promotion', promotionId: 'promo-daily' })).toBe('/player/promotion/promo-daily');
  });

  it("an announcement's text is the player's language, Lao when the agency wrote none in it", () => {
    const a = maintenance('a', '10:00', null);
    expect(textIn(a.title, 'th')).toBe('ปิดปรับปรุง');
    expect(textIn(a.title, 'cn')).toBe('ປິດປັບປຸງ');
    expect(textIn(a.body, 'vn')).toBe('ລາຍລະອຽດ');
  });

  it('a maintenance is running from its start until its end (none: until taken down)', () => {
    const list = [maintenance('later', '12:00', '13:00'), maintenance('now', '09:00', null)];
    expect(runningMaintenance(list, at('11:00'))?.id).toBe('now');
    expect(runningMaintenance([maintenance('over', '08:00', '09:00')], at('11:00'))).toBeNull();
    expect(runningAnnouncements([...list, { ...maintenance('info', '10:00', null), kind: 'INFO' }], at('11:00')).map((a) => a.id)).toEqual(['now', 'info']);
  });

  it("the unread notices of one order, for the watcher's toast", () => {
    const n = (id: string, code: string, read: boolean): Notice => ({
      id,
      kind: 'DEPOSIT_PAID',
      subject: { type: 'deposit', code },
      amount: null,
      createdAt: at('10:00'),
      read,
    });
    expect(unreadOfOrder([n('1', 'A', false), n('2', 'A', true), n('3', 'B', false)], 'deposit', 'A')).toEqual(['1']);
    expect(unreadOfOrder([n('1', 'A', false)], 'withdrawal', 'A')).toEqual([]);
  });
});
