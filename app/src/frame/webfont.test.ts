import { describe, expect, it, vi } from 'vitest';
import { loadLaoWebfont } from './webfont';

type Load = FontFaceSet['load'];

describe('loadLaoWebfont', () => {
  it('asks for both weights of the Lao webfont with Lao text (its unicode-range)', () => {
    const load = vi.fn<Load>(() => Promise.resolve([]));
    loadLaoWebfont({ load });
    expect(load.mock.calls.map(([font, text]) => [font.slice(0, 7), text])).toEqual([
      ['400 1em', 'ກ'],
      ['700 1em', 'ກ'],
    ]);
    for (const [font] of load.mock.calls) expect(font).toContain('"Noto Sans Lao"');
  });

  it('handles a failed load (the page then lays out with the fallback, as without it)', () => {
    const handled: unknown[] = [];
    const load = vi.fn<Load>(() => {
      const failed = Promise.reject(new Error('offline'));
      const handle = failed.catch.bind(failed);
      return Object.assign(failed, { catch: (fn: (e: unknown) => never) => (handled.push(fn), handle(fn)) });
    });
    loadLaoWebfont({ load });
    expect(handled).toHaveLength(2);
  });

  it('does nothing without a FontFaceSet (old browsers, tests without a DOM)', () => {
    expect(() => loadLaoWebfont(null)).not.toThrow();
  });
});
