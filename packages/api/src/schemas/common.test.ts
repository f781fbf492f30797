import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AddBankAccountRequest } from '../areas/bank/schemas';
import { visibleText } from './common';

const Text = z.string().check(visibleText());

describe('visibleText', () => {
  it.each([
    ['NUL', '\u0000'],
    ['CR', '\r'],
    ['LF', '\n'],
    ['DEL', '\u007F'],
    ['a C1 control', '\u0085'],
    ['the right-to-left override', '\u202E'],
    ['a left-to-right embedding', '\u202A'],
    ['a first-strong isolate', '\u2068'],
    ['the Arabic letter mark', '\u061C'],
    ['a zero-width space', '\u200B'],
    ['a zero-width joiner', '\u200D'],
    ['a soft hyphen', '\u00AD'],
    ['a byte order mark', '\uFEFF'],
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ])('refuses %s', (_, character) => {
    const result = z.safeParse(Text, `ab${character}cd`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation:text.invisible');
  });

  it.each([
    ['Lao with its marks', 'ສົມຊາຍ ແກ້ວມະນີ'],
    ['Thai', 'สมชาย ใจดี'],
    ['Chinese', '王小明'],
    ['Vietnamese, composed and decomposed', 'Nguyễn Văn Ánh Nguye\u0302\u0303n'],
    ['an emoji (a surrogate pair)', 'Noy 😀'],
    ['spaces of other widths', 'Noy\u00A0Vongsa\u3000'],
  ])('takes %s', (_, text) => {
    expect(z.safeParse(Text, text).success).toBe(true);
  });

  it('an account name is trimmed first: one of spaces only is missing, one of zero-width spaces only is invisible', () => {
    const name = (accountName: string) =>
      z.safeParse(AddBankAccountRequest, { bankCode: 'LDB', accountNumber: '0302000118273645', accountName, currency: 'LAK', owner: 'SELF' }).error?.issues[0]?.message;
    expect(name(' \u00A0 ')).toBe('validation:accountName.required');
    expect(name('\u200B\u200B')).toBe('validation:text.invisible');
    expect(name('  Noy Vongsa  ')).toBeUndefined();
  });
});
