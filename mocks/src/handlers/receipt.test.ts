import { describe, expect, it } from 'vitest';
import { setup } from '../testing/setup';

/* GET /v2/deposits/{code} and /v2/withdrawals/{code}: one order and its timeline (the receipt). */

describe('deposit receipt', () => {
  it('lists the steps reached with their times; credited once the bank confirms', async () => {
    const { client } = setup(['signedIn', 'openOrder']);
    const open = await client.ok('deposit', { params: { code: 'DP25031400251' } });
    expect(open.order.status).toBe('OPEN');
    expect(open.timeline).toEqual([{ step: 'CREATED', at: open.order.createdAt, note: null }]);

    await client.raw('POST', '/api/__mock/deposits/DP25031400251/pay', { outcome: 'SUCCESS' });
    const credited = await client.ok('deposit', { params: { code: 'DP25031400251' } });
    expect(credited.timeline.map((s) => s.step)).toEqual(['CREATED', 'PAID', 'CREDITED']);
    expect(credited.timeline[1]?.at).toBe(credited.order.paidAt);
  });

  it('ends on CANCELED when the player cancels', async () => {
    const { client } = setup(['signedIn', 'openOrder']);
    await client.ok('cancelDeposit', { params: { code: 'DP25031400251' } });
    const { timeline } = await client.ok('deposit', { params: { code: 'DP25031400251' } });
    expect(timeline.map((s) => s.step)).toEqual(['CREATED', 'CANCELED']);
  });

  it("answers another player's code as an unknown one: ORDER_NOT_FOUND", async () => {
    const { client, db } = setup(['signedIn', 'openOrder']);
    expect(await client.fails('deposit', { params: { code: 'DP99999999999' } })).toMatchObject({ code: 'ORDER_NOT_FOUND', status: 404 });
    // The same order, once it belongs to someone else.
    const order = db.deposits.find((d) => d.code === 'DP25031400251')!;
    order.playerId = 'someone-else';
    expect(await client.fails('deposit', { params: { code: 'DP25031400251' } })).toMatchObject({ code: 'ORDER_NOT_FOUND', status: 404 });
  });
});

describe('withdrawal receipt', () => {
  it('is REQUESTED while being checked, then APPROVED and PAID_OUT', async () => {
    const { client } = setup(['signedIn', 'pendingWithdrawal']);
    const code = (await client.ok('openWithdrawals')).withdrawals[0]?.code ?? '';
    const checking = await client.ok('withdrawal', { params: { code } });
    expect(checking.timeline.map((s) => s.step)).toEqual(['REQUESTED']);
    await client.raw('POST', `/api/__mock/withdrawals/${code}/decide`, { outcome: 'SUCCESS' });
    const paid = await client.ok('withdrawal', { params: { code } });
    expect(paid.timeline.map((s) => s.step)).toEqual(['REQUESTED', 'APPROVED', 'PAID_OUT']);
  });

  it('ends on REJECTED', async () => {
    const { client } = setup(['signedIn', 'pendingWithdrawal']);
    const code = (await client.ok('openWithdrawals')).withdrawals[0]?.code ?? '';
    await client.raw('POST', `/api/__mock/withdrawals/${code}/decide`, { outcome: 'REJECTED' });
    const { timeline } = await client.ok('withdrawal', { params: { code } });
    expect(timeline).toEqual([
      { step: 'REQUESTED', at: expect.any(String), note: null },
      { step: 'REJECTED', at: expect.any(String), note: null },
    ]);
  });

  it('answers an unknown code with ORDER_NOT_FOUND', async () => {
    const { client } = setup(['signedIn']);
    expect(await client.fails('withdrawal', { params: { code: 'WD00000000000' } })).toMatchObject({ code: 'ORDER_NOT_FOUND', status: 404 });
  });
});
