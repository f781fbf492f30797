import { describe, expect, it } from 'vitest';
import { answeredNotNow, ASK_AGAIN_MS, promptKey, rememberNotNow } from './limitPrompt';

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  } as Storage;
}

const NOW = Date.parse('2025-03-14T02:30:00.000Z');

describe('the limit prompt\'s "not now"', () => {
  it('is remembered for the player who answered it, for 30 days', () => {
    const storage = memory();
    expect(answeredNotNow('p1', NOW, storage)).toBe(false);
    rememberNotNow('p1', NOW, storage);
    expect(answeredNotNow('p1', NOW, storage)).toBe(true);
    expect(answeredNotNow('p1', NOW + ASK_AGAIN_MS - 1, storage)).toBe(true);
    expect(answeredNotNow('p2', NOW, storage)).toBe(false);
  });

  it('is asked again once 30 days have passed', () => {
    const storage = memory();
    rememberNotNow('p1', NOW, storage);
    expect(answeredNotNow('p1', NOW + ASK_AGAIN_MS, storage)).toBe(false);
  });

  it('asks when what is stored is not a date, or storage refuses', () => {
    const storage = memory();
    storage.setItem(promptKey('p1'), 'yes');
    expect(answeredNotNow('p1', NOW, storage)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(answeredNotNow('p1', NOW, blocked)).toBe(false);
    expect(() => rememberNotNow('p1', NOW, blocked)).not.toThrow();
  });
});
