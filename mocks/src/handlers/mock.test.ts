import { describe, expect, it } from 'vitest';
import { MockStateResponse } from '../mockEndpoints';
import { setup } from '../testing/setup';
import * as z from 'zod/mini';

async function state(response: Response) {
  expect(response.status).toBe(200);
  return z.parse(MockStateResponse, await response.json());
}

describe('mock-only endpoints', () => {
  it('state names the scenarios, the clock and the default player', async () => {
    const { client } = setup(['openOrder', 'signedIn']);
    expect(await state(await client.raw('GET', '/api/__mock/state'))).toEqual({
      ok: true,
      scenarios: ['signedIn', 'openOrder'],
      now: '2025-03-14T02:30:00.000Z',
      defaultPlayer: 'demo',
    });
  });

  it('reset puts the data back', async () => {
    const { client, api } = setup(['signedIn']);
    await client.ok('createDeposit', { body: { provider: 'gclub', mid: 'MID-BCEL-0001', amount: '500000' } });
    expect((await client.ok('openDeposits')).orders).toHaveLength(1);
    await state(await client.raw('POST', '/api/__mock/reset'));
    expect((await client.ok('openDeposits')).orders).toHaveLength(0);
    expect(api.scenarioNames).toEqual(['signedIn']);
  });

  it('scenario switches scenarios and refuses unknown names', async () => {
    const { client } = setup();
    expect(await client.fails('my')).toMatchObject({ code: 'UNAUTHORIZED' });
    const switched = await state(await client.raw('POST', '/api/__mock/scenario', { scenarios: ['signedInAs:newbie'] }));
    expect(switched.defaultPlayer).toBe('newbie');
    expect((await client.ok('my')).player.username).toBe('newbie');
    const wrong = await client.raw('POST', '/api/__mock/scenario', { scenarios: ['nope'] });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('clock moves time forward', async () => {
    const { client } = setup();
    expect((await state(await client.raw('POST', '/api/__mock/clock', { advanceSeconds: 90 }))).now).toBe('2025-03-14T02:31:30.000Z');
  });

  it('pay defaults to SUCCESS with an empty body, and refuses unknown orders', async () => {
    const { client } = setup(['signedIn']);
    const { order } = await client.ok('createDeposit', { body: { provider: 'gclub', mid: 'MID-BCEL-0001', amount: '680000' } });
    const paid = await client.raw('POST', `/api/__mock/deposits/${order.code}/pay`);
    expect(((await paid.json()) as { order: { status: string } }).order.status).toBe('SUCCESS');
    const unknown = await client.raw('POST', '/api/__mock/deposits/DP404/pay');
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const bad = await client.raw('POST', `/api/__mock/deposits/${order.code}/pay`, { outcome: 'MAYBE' });
    expect(bad.status).toBe(400);
  });
});
