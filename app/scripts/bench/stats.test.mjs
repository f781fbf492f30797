// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureInRounds, median, medianOf, medianOfPresent } from './stats.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([464, 168, 298])).toBe(298);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its argument', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than inventing a number', () => {
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('medianOf', () => {
  it('takes each key’s median over the runs, keys in the order asked', () => {
    const runs = [
      { score: 90, lcpMs: 2000, tbtMs: 300 },
      { score: 84, lcpMs: 2950, tbtMs: 464 },
      { score: 88, lcpMs: 1840, tbtMs: 100 },
    ];
    const m = medianOf(runs, ['score', 'lcpMs', 'tbtMs']);
    expect(m).toEqual({ score: 88, lcpMs: 2000, tbtMs: 300 });
    expect(Object.keys(m)).toEqual(['score', 'lcpMs', 'tbtMs']);
  });
});

describe('medianOfPresent', () => {
  it('takes each key’s median over the runs that measured it, null when none did', () => {
    const runs = [
      { lcpMs: 900, usableMs: 2100 },
      { lcpMs: 1000, usableMs: null },
      { lcpMs: 1100, usableMs: 2500 },
    ];
    expect(medianOfPresent(runs, ['lcpMs', 'usableMs', 'headlineMs'])).toEqual({ lcpMs: 1000, usableMs: 2300, headlineMs: null });
  });
});

describe('measureInRounds', () => {
  it('measures every target once per round, drops a target that failed, and summarises the rest in order', async () => {
    const order = [];
    const lines = [];
    const result = await measureInRounds(
      [{ name: 'a' }, { name: 'b' }],
      2,
      async (target, round) => {
        order.push(`${target.name}${round}`);
        if (target.name === 'b') throw new Error('no answer\nstack');
        return round + 1;
      },
      (runs) => ({ runs }),
      { progress: (line) => lines.push(line), describe: (_, value) => `got ${value}` },
    );
    expect(order).toEqual(['a0', 'b0', 'a1']);
    expect(result).toEqual({ a: { runs: [1, 2] }, b: { error: 'no answer\nstack' } });
    expect(Object.keys(result)).toEqual(['a', 'b']);
    expect(lines).toEqual(['[1/4] a: got 1', '[2/4] b: FAILED no answer', '[3/4] a: got 2']);
  });
});
