import { describe, expect, it } from 'vitest';
import { contactLinks } from './channels';

describe('contactLinks', () => {
  it('keeps the spec order whatever the order of the agency answer', () => {
    const links = contactLinks({
      twitter: 'https://twitter.com/a',
      telegram: 'https://t.me/a',
      facebook: 'https://facebook.com/a',
      line: 'https://line.me/a',
      whatsapp: 'https://wa.me/1',
    });
    expect(links.map((l) => l.channel)).toEqual(['whatsapp', 'line', 'facebook', 'telegram', 'twitter']);
  });

  it('leaves out channels without a link (missing, null, empty or blank)', () => {
    expect(contactLinks({ whatsapp: ' https://wa.me/1 ', line: '', facebook: null, telegram: '   ' })).toEqual([
      { channel: 'whatsapp', href: 'https://wa.me/1' },
    ]);
    expect(contactLinks({})).toEqual([]);
  });
});
