import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qrMatrix';

// A Lao QR (EMVCo) payload with a valid CRC, as the mock backend builds it.
const PAYLOAD =
  '00020101021238640016A00526628466257701082771041802030010321DKD2503140001QR00000152045816530341854062000005802LA' +
  '5910DOKKHAM VT6009VIENTIANE62490114DKD250314000100514DKD250314000100709DOKKHAM0163045DD9';

/** Dark modules the path draws, from its h (run length) commands. */
function darkInPath(path: string): number {
  return [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe('qrMatrix', () => {
  it('draws exactly the dark modules of the matrix', () => {
    const { size, path, rows } = qrMatrix(PAYLOAD);
    expect(rows).toHaveLength(size);
    const dark = rows.flat().filter(Boolean).length;
    expect(dark).toBeGreaterThan(size * 4);
    expect(darkInPath(path)).toBe(dark);
  });

  it('has the three finder patterns (7 x 7 dark rings) in the corners', () => {
    const { size, rows } = qrMatrix(PAYLOAD);
    for (const [x0, y0] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      for (let i = 0; i < 7; i++) {
        expect(rows[y0]![x0 + i]).toBe(true);
        expect(rows[y0 + 6]![x0 + i]).toBe(true);
        expect(rows[y0 + i]![x0]).toBe(true);
      }
      expect(rows[y0 + 1]![x0 + 1]).toBe(false);
      expect(rows[y0 + 3]![x0 + 3]).toBe(true);
    }
  });

  it('is deterministic and depends on the payload', () => {
    expect(qrMatrix(PAYLOAD).path).toBe(qrMatrix(PAYLOAD).path);
    expect(qrMatrix(PAYLOAD.replace('5406200000', '5406300000')).path).not.toBe(qrMatrix(PAYLOAD).path);
  });

  it('grows the symbol with the payload (a version fits the data)', () => {
    expect(qrMatrix('short').size).toBeLessThan(qrMatrix(PAYLOAD).size);
    expect((qrMatrix(PAYLOAD).size - 17) % 4).toBe(0);
  });
});
