// @vitest-environment happy-dom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { endpoints, type EndpointName } from '../schemas';
import { agencyInfo, BASE, credit, depositOrder, playerInfo, protection, usage, withdrawal } from '../testing/fixtures';
import { queryKeys } from './keys';
import {
  mutationKeys,
  useAddBankAccount,
  useCancelPendingChange,
  useSelfExclude,
  useSetDepositLimits,
  useSetRealityCheck,
  useTakeBreak,
  useMarkNotificationsRead,
  useCancelDeposit,
  useCancelUsage,
  useChangePassword,
  useCreateDeposit,
  useCreateWithdrawal,
  useLogin,
  useLogout,
  useOpenGame,
  useRecheckDeposit,
  useRecheckUsage,
  useRegister,
  useReportFingerprint,
  useRevokeOtherSessions,
  useRevokeSession,
  useUsePromotion,
} from './mutations';
import { queries } from './options';
import { createQueryClient } from './policy';

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'network';

/** A fetch that answers from a table by "METHOD /path" and records what was sent. */
function fakeBackend(answers: Record<string, Answer | Answer[]>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init?.headers);
    sent.push({
      method,
      path,
      key: headers.get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const entry = answers[`${method} ${path}`];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: path }), { status: 404 });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  };
  return { fetch, sent };
}

function setup(answers: Record<string, Answer | Answer[]>) {
  const backend = fakeBackend(answers);
  const client = createApiClient({ baseUrl: BASE, fetch: backend.fetch });
  const queryClient = createQueryClient({ api: client, defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
    </QueryClientProvider>
  );
  return { ...backend, client, queryClient, wrapper };
}

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const isInvalidated = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated === true;

const depositBody = { provider: 'gclub' as const, mid: 'MID-BCEL-1', amount: '500000' };

describe('every POST endpoint has a hook that calls it', () => {
  const cases: Array<{ name: EndpointName; run: () => Promise<Sent[]> }> = [];

  function add<V>(name: EndpointName, hook: () => { mutateAsync: (v: V) => Promise<unknown> }, variables: V, answer: Answer, path = endpoints[name].path) {
    cases.push({
      name,
      run: async () => {
        const { wrapper, sent } = setup({ [`POST ${path}`]: answer });
        const { result } = renderHook(hook, { wrapper });
        await act(() => result.current.mutateAsync(variables));
        return sent;
      },
    });
  }

  add('login', () => useLogin(), { username: 'demo', password: 'secret123' }, ok({ player: playerInfo.player }));
  add('logout', () => useLogout(), undefined, ok({ ok: true }));
  add(
    'register',
    () => useRegister(),
    { username: 'newbie', password: 'secret123', confirmPassword: 'secret123', fingerprint: 'v1' },
    ok({ player: { id: 'p', username: 'newbie' } }, 201),
  );
  add('passwordChange', () => useChangePassword(), { currentPassword: 'secret123', newPassword: 'secret456' }, ok({ ok: true }));
  add(
    'fingerprint',
    () => useReportFingerprint(),
    {
      fingerprint: {
        screen: '390x844',
        version: '5',
        timezone: 'Asia/Vientiane',
        userAgent: 'ua',
        plugins: '',
        webGL: { version: '', vendor: '', vendorUnmasked: '', renderer: '', rendererUnmasked: '', shadingLanguageVersion: '' },
        audio: '',
        platform: 'Linux',
        fingerprint: 'v1',
        memory: '8',
        fonts: '',
        languages: 'lo',
        hardwareConcurrency: '8',
        vendor: '',
      },
    },
    ok({ visitorId: 'v1', recordedAt: '2024-05-01T00:00:00Z' }),
  );
  add(
    'addBankAccount',
    () => useAddBankAccount(),
    { bankCode: 'BCEL', accountNumber: '0101000000000001', accountName: 'DEMO', currency: 'LAK', owner: 'SELF' },
    ok(
      {
        bankAccount: {
          id: 'ba-1',
          bankCode: 'BCEL',
          bankName: 'BCEL',
          accountNumber: '0101000000000001',
          accountName: 'DEMO',
          currency: 'LAK',
          owner: 'SELF',
          createdAt: '2024-05-01T00:00:00Z',
        },
      },
      201,
    ),
  );
  add('createDeposit', () => useCreateDeposit(), depositBody, ok({ order: depositOrder() }, 201));
  add('cancelDeposit', () => useCancelDeposit(), 'D-0001', ok({ order: depositOrder({ status: 'CANCELED' }) }), '/v2/deposits/D-0001/cancel');
  add('recheckDeposit', () => useRecheckDeposit(), 'D-0001', ok({ order: depositOrder({ status: 'SUCCESS' }) }), '/v2/deposits/D-0001/recheck');
  add('createWithdrawal', () => useCreateWithdrawal(), { provider: 'gclub', bankAccountId: 'ba-1', credit: '100' }, ok(withdrawal, 201));
  add('usePromotion', () => useUsePromotion(), { promotionId: 'promo-1', providerId: 'gclub' }, ok(usage, 201));
  add('cancelUsage', () => useCancelUsage(), { usageId: 'u-1' }, ok(usage));
  add('recheckUsage', () => useRecheckUsage(), undefined, ok({ usage: null, promotion: null }));
  add('openGame', () => useOpenGame(), { provider: 'gclub' }, ok({ url: 'https://game.test/launch?t=1' }));
  add('setDepositLimits', () => useSetDepositLimits(), { daily: '1000000', weekly: '', monthly: '' }, ok(protection));
  add('setRealityCheck', () => useSetRealityCheck(), { realityCheckMinutes: '30' }, ok(protection));
  add('cancelPendingChange', () => useCancelPendingChange(), { setting: 'daily' }, ok(protection));
  add('takeBreak', () => useTakeBreak(), { period: '24h' }, ok(protection));
  add('selfExclude', () => useSelfExclude(), { period: '6m', password: 'demo1234', confirm: true }, ok(protection));
  add('markNotificationsRead', () => useMarkNotificationsRead(), { all: true }, ok({ unreadCount: 0 }));
  add('revokeSession', () => useRevokeSession(), 'ses-1', ok({ revoked: 1 }), '/v2/players/sessions/ses-1/revoke');
  add('revokeOtherSessions', () => useRevokeOtherSessions(), undefined, ok({ revoked: 2 }));

  it('covers every POST but the username check (a query)', () => {
    const posts = (Object.keys(endpoints) as EndpointName[]).filter(
      (n) => endpoints[n].method === 'POST' && n !== 'usernameValidate',
    );
    expect(cases.map((c) => c.name).sort()).toEqual(posts.sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const sent = await c.run();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(Boolean(sent[0]?.key)).toBe(endpoints[name].idempotent);
  });
});

describe('cache effects', () => {
  it('login refreshes the session (player info) before it resolves', async () => {
    const { wrapper, queryClient } = setup({
      'POST /v2/players/login': ok({ player: playerInfo.player }),
      'GET /v2/players/info': [
        { status: 401, body: { code: 'UNAUTHORIZED', message: '' } },
        ok(playerInfo),
      ],
    });
    // An active session query, as the navbar has: a guest (null) until the login refreshes it.
    const { result } = renderHook(() => ({ login: useLogin(), info: useQuery(queries.session()) }), {
      wrapper,
    });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.player.info())?.status).toBe('success'));
    expect(queryClient.getQueryData(queryKeys.player.info())).toBeNull();
    await act(() => result.current.login.mutateAsync({ username: 'demo', password: 'secret123' }));
    expect(queryClient.getQueryData(queryKeys.player.info())).toEqual(playerInfo);
  });

  it('login asks the announcements again (a restricted player is answered fewer than the guest)', async () => {
    const { wrapper, queryClient } = setup({ 'POST /v2/players/login': ok({ player: playerInfo.player }) });
    queryClient.setQueryData(queryKeys.announcements.list(), {});
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ username: 'demo', password: 'secret123' }));
    expect(isInvalidated(queryClient, queryKeys.announcements.list())).toBe(true);
  });

  it('logout removes every player query and keeps the agency', async () => {
    const { wrapper, queryClient } = setup({ 'POST /v2/players/logout': ok({ ok: true }) });
    queryClient.setQueryData(queryKeys.agency.info(), agencyInfo);
    queryClient.setQueryData(queryKeys.player.info(), playerInfo);
    queryClient.setQueryData(queryKeys.player.credits.provider('gclub'), credit('gclub'));
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(queryKeys.player.info())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.player.credits.provider('gclub'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.agency.info())).toEqual(agencyInfo);
  });

  it('a deposit invalidates credits, open orders, the deposit list, the current promotion and the protection settings', async () => {
    const { wrapper, queryClient } = setup({ 'POST /v2/deposits': ok({ order: depositOrder() }, 201) });
    const keys = [
      queryKeys.player.credits.provider('gclub'),
      queryKeys.player.deposits.open(),
      queryKeys.player.deposits.list({ page: 2 }),
      queryKeys.player.promotion.current(),
      queryKeys.player.protection.settings(),
      queryKeys.agency.info(),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const { result } = renderHook(() => useCreateDeposit(), { wrapper });
    await act(() => result.current.mutateAsync(depositBody));
    expect(keys.map((key) => isInvalidated(queryClient, key))).toEqual([true, true, true, true, true, false]);
  });

  it.each([
    [422, 'DEPOSIT_LIMIT_EXCEEDED', true],
    [403, 'PLAYER_ON_BREAK', true],
    [409, 'OPEN_ORDER', true],
    [503, 'INTERNAL_ERROR', false],
  ])('a deposit refused with %i %s asks its list again: %s', async (status, code, asked) => {
    const { wrapper, queryClient } = setup({ 'POST /v2/deposits': { status, body: { code, message: '' } } });
    const keys = [queryKeys.player.protection.settings(), queryKeys.player.deposits.open()];
    for (const key of keys) queryClient.setQueryData(key, {});
    const { result } = renderHook(() => useCreateDeposit(), { wrapper });
    await act(() => result.current.mutateAsync(depositBody).catch(() => undefined));
    expect(keys.map((key) => isInvalidated(queryClient, key))).toEqual([asked, asked]);
  });

  it('a withdrawal invalidates credits and withdrawals, not deposits', async () => {
    const { wrapper, queryClient } = setup({ 'POST /v2/withdrawals': ok(withdrawal, 201) });
    const keys = [
      queryKeys.player.credits.overall(),
      queryKeys.player.withdrawals.open(),
      queryKeys.player.withdrawals.list(),
      queryKeys.player.deposits.list(),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const { result } = renderHook(() => useCreateWithdrawal(), { wrapper });
    await act(() => result.current.mutateAsync({ provider: 'gclub', bankAccountId: 'ba-1', credit: '100' }));
    expect(keys.map((key) => isInvalidated(queryClient, key))).toEqual([true, true, true, false]);
  });
});

describe('money mutations', () => {
  it('reuse the key on a resend after a network error, renew it after success, and can reset the intent', async () => {
    const { wrapper, sent, queryClient } = setup({
      'POST /v2/deposits': ['network', ok({ order: depositOrder() }, 201), 'network', ok({ order: depositOrder() }, 201)],
    });
    const { result, unmount } = renderHook(() => useCreateDeposit(), { wrapper });
    await act(() => result.current.mutateAsync(depositBody).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.code).toBe('NETWORK_ERROR'));
    // The dialog closes and opens again: the intent outlives the component.
    unmount();
    const again = renderHook(() => useCreateDeposit(), { wrapper });
    await act(() => again.result.current.mutateAsync(depositBody));
    await act(() => again.result.current.mutateAsync(depositBody).catch(() => undefined));
    act(() => again.result.current.resetIntent());
    await act(() => again.result.current.mutateAsync(depositBody));
    const keys = sent.map((s) => s.key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
    expect(queryClient.getMutationCache().getAll().every((m) => m.options.networkMode === 'always')).toBe(true);
  });

  it('are never retried and fail at once, and ordinary mutations keep the default network mode', async () => {
    const { wrapper, sent, queryClient } = setup({
      'POST /v2/withdrawals': { status: 503, body: { code: 'INTERNAL_ERROR', message: '' } },
      'POST /v2/games/open': ok({ url: 'https://game.test/' }),
    });
    const { result } = renderHook(() => ({ withdraw: useCreateWithdrawal(), open: useOpenGame() }), { wrapper });
    await act(() =>
      result.current.withdraw.mutateAsync({ provider: 'gclub', bankAccountId: 'ba-1', credit: '100' }).catch(() => undefined),
    );
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(result.current.withdraw.error?.status).toBe(503));
    await act(() => result.current.open.mutateAsync({ provider: 'gclub' }));
    const modes = Object.fromEntries(
      queryClient.getMutationCache().getAll().map((m) => [String(m.options.mutationKey?.[1]), m.options.networkMode]),
    );
    expect(modes).toEqual({ createWithdrawal: 'always', openGame: undefined });
    expect(mutationKeys.of('openGame')).toEqual(['mutation', 'openGame']);
  });

  it('run the caller’s onSuccess after their own invalidation', async () => {
    const { wrapper, queryClient } = setup({ 'POST /v2/promotions/use': ok(usage, 201) });
    queryClient.setQueryData(queryKeys.player.promotion.current(), {});
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => useUsePromotion({ onSuccess: () => void seen.push(isInvalidated(queryClient, queryKeys.player.promotion.current())) }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ promotionId: 'promo-1', providerId: 'gclub' }));
    expect(seen).toEqual([true]);
  });
});
