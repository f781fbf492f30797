import { describe, expect, it } from 'vitest';
import { splitPhrases } from './phrases';

describe('splitPhrases', () => {
  it('cuts at spaces and zero-width spaces and keeps them, so the text reads the same', () => {
    const lo = 'ຫຼິ້ນເກມ, ເຕີມເຄຣດິດ ໄດ້ໃນ\u200Bບໍ່ເທົ່າໃດນາທີ';
    const parts = splitPhrases(lo);
    expect(parts).toEqual(['ຫຼິ້ນເກມ,', ' ', 'ເຕີມເຄຣດິດ', ' ', 'ໄດ້ໃນ', '\u200B', 'ບໍ່ເທົ່າໃດນາທີ']);
    expect(parts.join('')).toBe(lo);
  });

  it('leaves a text without break marks whole', () => {
    expect(splitPhrases('几分钟内即可充值')).toEqual(['几分钟内即可充值']);
  });
});
