import { describe, expect, it } from 'vitest';
import { isKnownStatus, statusTone } from './tone';

describe('statusTone', () => {
  it.each([
    ['OPEN', 'neutral'],
    ['PAID', 'warning'],
    ['SUCCESS', 'success'],
    ['FAILED', 'critical'],
    ['CANCELED', 'critical'],
    ['REJECTED', 'critical'],
    ['EXPIRED', 'neutral'],
    ['', 'neutral'],
    ['paid', 'neutral'], // looked up as given: the api upper-cases statuses when it parses them
  ])('order %s is %s (SPEC §4)', (status, tone) => {
    expect(statusTone('order', status)).toBe(tone);
  });

  it.each([
    ['ACTIVE', 'success'],
    ['USED', 'warning'],
    ['SUCCESS', 'success'],
    ['CANCELED', 'critical'],
    ['INACTIVE', 'neutral'],
    ['PAID', 'neutral'],
  ])('usage %s is %s', (status, tone) => {
    expect(statusTone('usage', status)).toBe(tone);
  });

  it('knows which statuses have their own text', () => {
    expect(isKnownStatus('order', 'REJECTED')).toBe(true);
    expect(isKnownStatus('order', 'ACTIVE')).toBe(false);
    expect(isKnownStatus('usage', 'ACTIVE')).toBe(true);
    expect(isKnownStatus('order', 'constructor')).toBe(false); // own keys only, not the prototype's
    expect(statusTone('order', 'constructor')).toBe('neutral');
  });
});
