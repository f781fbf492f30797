import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCrc } from './qr/emvco';
import { startMockServer, type RunningMockServer } from './server';
import { createTestClient } from './testing/client';

let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, controlEndpoints: true });
});
afterAll(async () => {
  await server.close();
});

describe('the mock server over real HTTP', () => {
  it('journey: register, log in (cookie), add a bank account, deposit, pay, credit grew, withdraw', async () => {
    const player = createTestClient({ origin: server.url });
    const username = 'journey_1';
    const password = 'journey-pass-1';

    expect((await player.ok('agencyInfo')).name).toBe('Dokkham');
    const registered = await player.call('register', {
      body: { username, password, confirmPassword: password, fingerprint: 'journey-device', adult: true },
      headers: { 'X-Fingerprint': 'journey-device' },
    });
    expect(registered.status).toBe(201);
    expect(await player.fails('my')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    // Log in: a real Set-Cookie with the session flags.
    await player.ok('login', { body: { username, password } });
    const cookie = player.setCookies.find((c) => c.startsWith('dk_session=')) ?? '';
    expect(cookie).toMatch(/^dk_session=[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect((await player.ok('my')).player.username).toBe(username);
    // Someone without the cookie is not signed in.
    expect(await createTestClient({ origin: server.url }).fails('playerInfo')).toMatchObject({ status: 401 });

    const { bankAccount } = await player.ok('addBankAccount', {
      body: { bankCode: 'BCEL', accountNumber: '010120007766554001', accountName: 'Journey Player', currency: 'LAK', owner: 'SELF' },
    });
    expect((await player.ok('credit', { params: { provider: 'alphabet' } })).credit.amount).toBe('0.00');

    const { order } = await player.ok('createDeposit', { body: { provider: 'alphabet', mid: 'MID-BCEL-0001', amount: '680000' } });
    expect(order.status).toBe('OPEN');
    expect(Math.abs(Date.parse(order.createdAt) - Date.now())).toBeLessThan(60_000); // the server runs on real time
    expect(verifyCrc((await player.ok('depositQr', { params: { code: order.code } })).payload)).toBe(true);
    expect(await player.fails('recheckDeposit', { params: { code: order.code } })).toMatchObject({ code: 'ORDER_NOT_PAID' });

    // The bank pays.
    const paid = await player.raw('POST', `/api/__mock/deposits/${order.code}/pay`, { outcome: 'SUCCESS' });
    expect(paid.status).toBe(200);
    expect((await player.ok('deposits')).items[0]).toMatchObject({ code: order.code, status: 'SUCCESS' });
    // 680,000 kip at a sell rate of 680 = 1,000 credit.
    expect((await player.ok('credit', { params: { provider: 'alphabet' } })).credit.amount).toBe('1000.00');

    const { withdrawal } = await player.ok('createWithdrawal', {
      body: { provider: 'alphabet', credit: '500', bankAccountId: bankAccount.id },
    });
    expect(withdrawal).toMatchObject({ status: 'OPEN', creditReceived: '500.00', amount: '320000' });
    expect((await player.ok('credit', { params: { provider: 'alphabet' } })).credit.amount).toBe('500.00');
    expect((await player.raw('POST', `/api/__mock/withdrawals/${withdrawal.code}/decide`, { outcome: 'SUCCESS' })).status).toBe(200);
    expect((await player.ok('withdrawals')).items[0]).toMatchObject({ code: withdrawal.code, status: 'SUCCESS' });

    await player.ok('logout');
    expect(player.setCookies.at(-1)).toMatch(/^dk_session=; .*Max-Age=0/);
    expect(await player.fails('my')).toMatchObject({ status: 401 });
  });

  it('answers 404 JSON outside the API and streams non-JSON answers', async () => {
    const outside = await fetch(`${server.url}/index.html`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    const cover = await fetch(`${server.url}/api/__mock/images/gclub-fan-tan.jpg`);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    // A JPEG's first bytes (SOI marker).
    expect([...new Uint8Array(await cover.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('validates bad input with the documented codes', async () => {
    const response = await fetch(`${server.url}/api/v2/players/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'X', password: '1' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: expect.any(Array) });
  });
});

describe('the control endpoints over HTTP', () => {
  it('are absent unless asked for: an unauthenticated request can neither pay, reset nor switch scenarios', async () => {
    const plain = await startMockServer({ port: 0 });
    try {
      const client = createTestClient({ origin: plain.url });
      for (const [method, path] of [
        ['POST', '/api/__mock/reset'],
        ['POST', '/api/__mock/scenario'],
        ['POST', '/api/__mock/deposits/D1/pay'],
        ['POST', '/api/__mock/withdrawals/W1/decide'],
        ['POST', '/api/__mock/clock'],
        ['GET', '/api/__mock/state'],
      ] as const) {
        const answer = await client.raw(method, path, method === 'POST' ? {} : undefined);
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      }
      // The seed's game images stay (they are content, not control).
      expect((await client.raw('GET', '/api/__mock/images/gclub-fan-tan.jpg')).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
