import { describe, expect, it } from 'vitest';
import { problemReport, whatsappNumber } from './reportProblem';

const TEXT = 'Order DP25031400251: 1.000.000 LAK, GClub, 14/03/2025 10:10:00';
const q = encodeURIComponent(TEXT);

describe('problemReport', () => {
  it('takes WhatsApp first, with the text in the wa.me link', () => {
    const report = problemReport({ whatsapp: 'https://wa.me/8562055512345', line: 'https://line.me/ti/p/~x', facebook: 'https://facebook.com/x', telegram: 'https://t.me/x' }, TEXT);
    expect(report).toEqual({ channel: 'whatsapp', href: `https://wa.me/8562055512345?text=${q}`, copy: false });
  });

  it('then LINE, Telegram and Facebook, skipping empty links', () => {
    expect(problemReport({ whatsapp: ' ', line: 'https://line.me/ti/p/~x', telegram: 'https://t.me/x' }, TEXT)).toEqual({
      channel: 'line',
      href: `https://line.me/R/msg/text/?${q}`,
      copy: false,
    });
    expect(problemReport({ whatsapp: '', line: '', telegram: 'https://t.me/dokkham_la', facebook: 'https://facebook.com/x' }, TEXT)).toEqual({
      channel: 'telegram',
      href: `https://t.me/share/url?url=${encodeURIComponent('https://t.me/dokkham_la')}&text=${q}`,
      copy: false,
    });
  });

  it('opens Facebook as it is and copies the text (its link takes none)', () => {
    expect(problemReport({ whatsapp: '', line: '', telegram: '', facebook: 'https://www.facebook.com/dokkham.la' }, TEXT)).toEqual({
      channel: 'facebook',
      href: 'https://www.facebook.com/dokkham.la',
      copy: true,
    });
  });

  it('is null when the agency lists no channel', () => {
    expect(problemReport({ whatsapp: '', line: '', telegram: '', facebook: '', twitter: 'https://x.com/a' }, TEXT)).toBeNull();
    expect(problemReport(undefined, TEXT)).toBeNull();
  });

  it('keeps Lao text whole through the encoding', () => {
    const lao = 'ສະບາຍດີ, ລາຍການ DP1 & ?';
    const href = problemReport({ whatsapp: '+856 20 5551 2345' }, lao)!.href;
    expect(href.startsWith('https://wa.me/8562055512345?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(lao);
  });
});

describe('whatsappNumber', () => {
  it('reads wa.me, api.whatsapp.com and plain numbers', () => {
    expect(whatsappNumber('https://wa.me/8562055512345')).toBe('8562055512345');
    expect(whatsappNumber('https://api.whatsapp.com/send?phone=+8562055512345')).toBe('8562055512345');
    expect(whatsappNumber('+856 20-5551-2345')).toBe('8562055512345');
  });
  it('is null for a link without a number', () => {
    expect(whatsappNumber('https://chat.whatsapp.com/AbCdEf')).toBeNull();
    expect(whatsappNumber('not a link')).toBeNull();
  });
});
