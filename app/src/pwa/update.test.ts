import { describe, expect, it } from 'vitest';
import { isSafeMomentToUpdate, isUpdateCheckDue, UPDATE_CHECK_INTERVAL_MS, type NavigationMoment } from './update';

const moment = (over: Partial<NavigationMoment> = {}): NavigationMoment => ({
  action: 'PUSH',
  fromPath: '/player/deposit',
  toPath: '/player/withdraw',
  mutating: 0,
  ...over,
});

describe('isSafeMomentToUpdate', () => {
  it('is a link or redirect to another page with nothing being sent', () => {
    expect(isSafeMomentToUpdate(moment())).toBe(true);
    expect(isSafeMomentToUpdate(moment({ action: 'REPLACE', fromPath: '/login', toPath: '/player' }))).toBe(true);
  });

  it('is never while a deposit, withdrawal or claim is in flight', () => {
    expect(isSafeMomentToUpdate(moment({ mutating: 1 }))).toBe(false);
    expect(isSafeMomentToUpdate(moment({ mutating: 2, action: 'REPLACE' }))).toBe(false);
  });

  it('is not a back or forward (the router would have to undo it)', () => {
    for (const action of ['BACK', 'FORWARD', 'GO'] as const) expect(isSafeMomentToUpdate(moment({ action }))).toBe(false);
  });

  it('is not a change of the search or hash alone (a history page, a game tab)', () => {
    expect(isSafeMomentToUpdate(moment({ fromPath: '/player/deposit/history', toPath: '/player/deposit/history' }))).toBe(false);
    expect(isSafeMomentToUpdate(moment({ fromPath: '/login/', toPath: '/login' }))).toBe(false);
  });
});

describe('isUpdateCheckDue', () => {
  it('asks again only after the interval', () => {
    expect(isUpdateCheckDue(1_000, 1_000 + UPDATE_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(isUpdateCheckDue(1_000, 1_000 + UPDATE_CHECK_INTERVAL_MS)).toBe(true);
  });
});
