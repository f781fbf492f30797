import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AddBankAccountRequest } from '../areas/bank/schemas';
import { PromotionUsage } from '../areas/promotion/schemas';
import { OrderStatusWire, visibleText, type OrderStatus, type OrderStatusSeen, type UsageStatusSeen } from './common';

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

describe('statuses are upper-cased once, where the answer is parsed', () => {
  it.each([
    ['success', 'SUCCESS'],
    ['Paid', 'PAID'],
    ['OPEN', 'OPEN'],
    ['processing', 'PROCESSING'], // unknown: kept, upper-cased, shown gray with its word
  ])('an order status %s is %s', (wire, seen) => {
    expect(z.parse(OrderStatusWire, wire)).toBe(seen);
  });

  it('a usage status too', () => {
    const status = PromotionUsage.shape.status;
    expect(z.parse(status, 'active')).toBe('ACTIVE');
    expect(z.parse(status, 'Expired')).toBe('EXPIRED');
  });

  it('anything but a word is refused', () => {
    expect(z.safeParse(OrderStatusWire, 3).success).toBe(false);
    expect(z.safeParse(OrderStatusWire, null).success).toBe(false);
  });

  it('the wire takes any word; screens see the enum or another (branded) word', () => {
    expectTypeOf<z.input<typeof OrderStatusWire>>().toEqualTypeOf<string>();
    expectTypeOf<z.output<typeof OrderStatusWire>>().toEqualTypeOf<OrderStatusSeen>();
    expectTypeOf<z.output<typeof PromotionUsage.shape.status>>().toEqualTypeOf<UsageStatusSeen>();
    expectTypeOf<OrderStatus>().toExtend<OrderStatusSeen>();
    expectTypeOf<string>().not.toExtend<OrderStatusSeen>();
  });
});
