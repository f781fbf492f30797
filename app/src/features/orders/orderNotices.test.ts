import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimOrder,
  claimsVersion,
  diffOpenOrders,
  isClaimed,
  noteShown,
  noticeFor,
  resetShownOrders,
  shownOnScreen,
  subscribeClaims,
} from './orderNotices';

describe('noticeFor: which toast a new status deserves', () => {
  it.each([
    ['PAID', 'depositPaid'],
    ['SUCCESS', 'depositSuccess'],
    ['FAILED', 'depositFailed'],
    ['REJECTED', 'depositRejected'],
    ['OPEN', null],
    ['CANCELED', null],
    ['SOMETHING_NEW', null],
  ])('deposit %s -> %s', (status, notice) => expect(noticeFor('deposit', status)).toBe(notice));

  it.each([
    ['SUCCESS', 'withdrawalSuccess'],
    ['REJECTED', 'withdrawalRejected'],
    ['FAILED', 'withdrawalFailed'],
    ['OPEN', null],
    ['PAID', null],
    ['CANCELED', null],
  ])('withdrawal %s -> %s', (status, notice) => expect(noticeFor('withdrawal', status)).toBe(notice));
});

describe('diffOpenOrders: what changed between two polls', () => {
  const before = new Map([
    ['D1', 'OPEN'],
    ['D2', 'OPEN'],
  ]);

  it('nothing when the open orders are the same', () => {
    expect(diffOpenOrders(before, [{ code: 'D1', status: 'OPEN' }, { code: 'D2', status: 'OPEN' }])).toEqual({ changed: [], left: [] });
  });

  it('a status change of an order still open (OPEN -> PAID)', () => {
    expect(diffOpenOrders(before, [{ code: 'D1', status: 'PAID' }, { code: 'D2', status: 'OPEN' }])).toEqual({
      changed: [{ code: 'D1', status: 'PAID' }],
      left: [],
    });
  });

  it('an order gone from the list has settled', () => {
    expect(diffOpenOrders(before, [{ code: 'D2', status: 'OPEN' }])).toEqual({ changed: [], left: ['D1'] });
  });

  it('a new order is no change (it was just created)', () => {
    expect(diffOpenOrders(new Map(), [{ code: 'D3', status: 'OPEN' }])).toEqual({ changed: [], left: [] });
  });
});

describe('shownOnScreen: no double toast beside the deposit dialog', () => {
  beforeEach(resetShownOrders);

  it('an order nobody shows gets its toast', () => expect(shownOnScreen('D1', 'SUCCESS')).toBe(false));

  it('silent while a screen claims the order, whatever the status', () => {
    const release = claimOrder('D1');
    expect(shownOnScreen('D1', 'PAID')).toBe(true);
    expect(shownOnScreen('D1', 'SUCCESS')).toBe(true);
    release();
    expect(shownOnScreen('D1', 'SUCCESS')).toBe(false);
  });

  it('after the dialog closed, silent only for the status it showed', () => {
    const release = claimOrder('D1');
    noteShown('D1', 'SUCCESS');
    release();
    expect(shownOnScreen('D1', 'SUCCESS')).toBe(true);
    expect(shownOnScreen('D1', 'FAILED')).toBe(false);
  });

  it('says who listens when a claim comes and goes', () => {
    const seen: number[] = [];
    const stop = subscribeClaims(() => seen.push(claimsVersion()));
    const release = claimOrder('D1');
    expect(isClaimed('D1')).toBe(true);
    release();
    stop();
    claimOrder('D2');
    expect(isClaimed('D1')).toBe(false);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBeGreaterThan(seen[0]!);
  });

  it('two claims (StrictMode mounts twice) need two releases', () => {
    const first = claimOrder('D1');
    const second = claimOrder('D1');
    first();
    expect(shownOnScreen('D1', 'PAID')).toBe(true);
    second();
    expect(shownOnScreen('D1', 'PAID')).toBe(false);
  });
});
