/**
 * Bad input over every POST endpoint of the contract, as an attacker would send it: malformed JSON,
 * wrong types, huge strings, odd amounts, unicode. Each must be a clean 4xx with a code, never a
 * 5xx, and must change nothing in the database. The careful agency the app is built against.
 */
import { endpoints, type EndpointName } from '@dokkham/api/schemas';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { PROMO } from '../db/seed/promotions';
import { pathOf } from '../testing/client';
import { fingerprintPayload, setup } from '../testing/setup';

const posts = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'POST' && endpoints[name].body);
const HUGE = 'x'.repeat(200_000);
/** JSON arrays nested `levels` deep: "[[[...]]]" (5,000 levels is 10 KB, under the front door's cap). */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Everything a request could change (the clock and functions aside). */
const snapshot = (db: ReturnType<typeof setup>['db']) =>
  JSON.stringify({ ...db, clock: undefined, reset: undefined, sessions: [...db.sessions], credits: [...db.credits], idempotency: [...db.idempotency] });

const bodies: [string, string][] = [
  ['malformed JSON', '{"username": "demo",'],
  ['an array', '[1, 2, 3]'],
  ['a number', '42'],
  ['wrong types', JSON.stringify({ username: 42, password: ['a'], amount: 100000, provider: { x: 1 }, credit: true, fingerprint: null, currentPassword: 1, newPassword: 2 })],
  [
    'huge strings',
    JSON.stringify({
      username: HUGE, password: HUGE, confirmPassword: HUGE, fingerprint: HUGE, mid: HUGE, amount: HUGE, credit: HUGE, bankAccountId: HUGE,
      bankCode: HUGE, accountNumber: HUGE, accountName: HUGE, promotionId: HUGE, usageId: HUGE, gameId: HUGE, currentPassword: HUGE, newPassword: HUGE,
    }),
  ],
  ['unicode', JSON.stringify({ username: 'ສົມ\u0000ຊາຍ', password: '\u202Edemo1234', mid: '🏦', amount: '１００００００', credit: '٥٠٠', accountName: '\uD800', fingerprint: '\uFEFF' })],
  ['nesting 5,000 deep', `{"provider":"alphabet","extra":${nested(5_000)}}`],
  ['a body that is only nesting, 100,000 deep', nested(100_000)],
];

describe('bad input over every POST endpoint', () => {
  it.each(posts.flatMap((name) => bodies.map(([what, body]) => [name, what, body] as const)))('%s: %s is a clean 4xx and changes nothing', async (name, _, body) => {
    // signedIn: the default session acts as the player, so session endpoints get past the 401.
    const { api, db } = setup(['signedIn']);
    const before = snapshot(db);
    const e = endpoints[name];
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': 'bad-input-1' };
    const request = new Request(`http://mock.test/api${pathOf(e.path, { provider: 'gclub', code: 'DP1' })}`, { method: 'POST', headers, body });
    const response = (await getResponse(api.handlers, request)) ?? new Response(null, { status: 599 });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof ((await response.json()) as { code?: unknown }).code).toBe('string');
    expect(snapshot(db)).toBe(before);
  });
});

describe('deep nesting (issue 26)', () => {
  // Each body is valid as it is (checked in a fresh backend), then sent again with a 10 KB extra
  // field of 5,000 nested arrays: refused on its own, nothing stored, never a 5xx.
  const valid = {
    createDeposit: async () => ({ provider: 'alphabet', mid: 'MID-BCEL-0001', amount: '100000' }),
    createWithdrawal: async (client: ReturnType<typeof setup>['client']) => ({
      provider: 'alphabet',
      credit: '100',
      bankAccountId: (await client.ok('bankAccounts')).bankAccounts[0]?.id ?? 'none',
    }),
    usePromotion: async () => ({ promotionId: PROMO.daily, providerId: 'gclub_live' }),
  } as const;

  it.each(Object.keys(valid) as (keyof typeof valid)[])('a valid %s body with a deeply nested extra field is 400 VALIDATION_ERROR and stores nothing', async (name) => {
    const fresh = setup(['signedIn']);
    expect((await fresh.client.call(name, { body: await valid[name](fresh.client) })).status).toBe(201);
    const { api, client, db } = setup(['signedIn']);
    const body = await valid[name](client);
    const before = snapshot(db);
    const e = endpoints[name];
    const text = `${JSON.stringify(body).slice(0, -1)},"extra":${nested(5_000)}}`;
    const request = new Request(`http://mock.test/api${e.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `deep-${name}` },
      body: text,
    });
    const response = (await getResponse(api.handlers, request)) ?? new Response(null, { status: 599 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path: '', message: 'validation:body.tooDeep' }] });
    expect(snapshot(db)).toBe(before);
  });
});

describe('invisible and reordering characters (issue 26)', () => {
  const account = (accountName: string) => ({ bankCode: 'LDB', accountNumber: '0302000118273645', accountName, currency: 'LAK', owner: 'SELF' });

  it.each([
    ['a NUL', 'Noy\u0000Vongsa'],
    ['CR/LF', 'Noy\r\nVongsa'],
    ['a tab', 'Noy\tVongsa'],
    ['a right-to-left override (U+202E)', '\u202EasgnoV yoN'],
    ['a bidi isolate (U+2067)', 'Noy \u2067Vongsa\u2069'],
    ['zero-width spaces only', '\u200B\u200B\u200B'],
    ['a zero-width joiner', 'Noy\u200DVongsa'],
    ['a byte order mark inside', 'Noy\uFEFFVongsa'],
    ['a lone surrogate', 'Noy \uD800'],
    ['a line separator', 'Noy\u2028Vongsa'],
    ['a C1 control', 'Noy\u0085Vongsa'],
  ])('an account name with %s is refused on the field and nothing is stored', async (_, accountName) => {
    const { client, db } = setup(['newPlayer']);
    const { status, code, error } = await client.fails('addBankAccount', { body: account(accountName) });
    expect([status, code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(error.fields).toEqual([{ path: 'accountName', message: 'validation:text.invisible' }]);
    expect(db.bankAccounts.filter((a) => a.accountName.includes('VONGSA') || a.accountName.includes('Noy'))).toEqual([]);
  });

  it('an account name that is empty once trimmed is refused as missing', async () => {
    const { client } = setup(['newPlayer']);
    for (const accountName of ['   ', '\u3000\u00A0 '])
      expect((await client.fails('addBankAccount', { body: account(accountName) })).error.fields).toEqual([{ path: 'accountName', message: 'validation:accountName.required' }]);
  });

  it.each([
    ['Lao', 'ສົມຊາຍ ແກ້ວມະນີ'],
    ['Thai', 'สมชาย ใจดี'],
    ['Chinese', '王小明'],
    ['Vietnamese', 'Nguyễn Văn Ánh'],
  ])('a name in %s, marks and all, is taken', async (_, accountName) => {
    const { client } = setup(['newPlayer']);
    expect((await client.ok('addBankAccount', { body: account(accountName) })).bankAccount.accountName).toBe(accountName.toUpperCase());
  });

  it('passwords: a new one, or one given to log in, with a control or bidi character is refused on the field', async () => {
    const { client, db } = setup(['signedIn']);
    const players = db.players.length;
    const registered = await client.fails('register', {
      body: { username: 'bidi_player', password: '\u202Esecret123', confirmPassword: '\u202Esecret123', fingerprint: 'device-bidi' },
      headers: { 'X-Fingerprint': 'device-bidi' },
    });
    expect(registered.error.fields).toContainEqual({ path: 'password', message: 'validation:text.invisible' });
    expect(db.players).toHaveLength(players);
    const changed = await client.fails('passwordChange', { body: { currentPassword: 'demo1234', newPassword: 'new\u0000pass99' } });
    expect(changed.error.fields).toEqual([{ path: 'newPassword', message: 'validation:text.invisible' }]);
    expect((await client.fails('login', { body: { username: 'demo', password: 'demo1234\u200B' } })).error.fields).toEqual([
      { path: 'password', message: 'validation:text.invisible' },
    ]);
  });

  it('a fingerprint report with a control character in a fact is refused and not stored', async () => {
    const { client, db } = setup(['signedIn']);
    expect((await client.fails('fingerprint', { body: { fingerprint: { ...fingerprintPayload(), userAgent: 'Mozilla\u0000' } } })).code).toBe('VALIDATION_ERROR');
    expect(db.fingerprints.filter((f) => f.source === 'report')).toHaveLength(0);
  });
});

describe('odd amounts', () => {
  it.each([
    ['the leading zeros of issue 15', '000000000000000000000000000000100000', 'validation:amount.leadingZero'],
    ['one leading zero', '0100000', 'validation:amount.leadingZero'],
    ['14 digits', '10000000000000', 'validation:amount.tooLong'],
    ['a sign', '+100000', 'validation:amount.invalid'],
    ['an exponent', '1e6', 'validation:amount.invalid'],
    ['decimals', '100000.00', 'validation:amount.invalid'],
    ['spaces', ' 100000', 'validation:amount.invalid'],
  ])('a deposit amount with %s is refused on the field and no order is stored', async (_, amount, message) => {
    const { client, db } = setup(['signedIn']);
    const before = db.deposits.length;
    const { status, code, error } = await client.fails('createDeposit', { body: { provider: 'alphabet', mid: 'MID-BCEL-0001', amount } });
    expect([status, code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(error.fields?.[0]).toEqual({ path: 'amount', message });
    expect(db.deposits).toHaveLength(before);
  });

  it.each([
    ['a leading zero', '0500', 'validation:credit.leadingZero'],
    ['14 integer digits', '10000000000000.5', 'validation:credit.tooLong'],
    ['three decimals', '500.123', 'validation:credit.invalid'],
  ])('a withdrawal credit with %s is refused on the field', async (_, credit, message) => {
    const { client, db } = setup(['signedIn']);
    const before = db.withdrawals.length;
    const { code, error } = await client.fails('createWithdrawal', { body: { provider: 'alphabet', bankAccountId: 'BA1', credit } });
    expect(code).toBe('VALIDATION_ERROR');
    expect(error.fields?.[0]).toEqual({ path: 'credit', message });
    expect(db.withdrawals).toHaveLength(before);
  });
});

describe('string limits', () => {
  it('a fingerprint report with a 5 MB field is refused and not stored (issue 15); a normal one is', async () => {
    const { client, db } = setup(['signedIn']);
    const huge = { ...fingerprintPayload(), fonts: 'f'.repeat(5 * 1024 * 1024) };
    expect(await client.fails('fingerprint', { body: { fingerprint: huge } })).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const longId = { ...fingerprintPayload('v'.repeat(129)) };
    expect((await client.fails('fingerprint', { body: { fingerprint: longId } })).code).toBe('VALIDATION_ERROR');
    expect(db.fingerprints.filter((f) => f.source === 'report')).toHaveLength(0);
    await client.ok('fingerprint', { body: { fingerprint: fingerprintPayload() } });
    expect(db.fingerprints.filter((f) => f.source === 'report')).toHaveLength(1);
  });
});
