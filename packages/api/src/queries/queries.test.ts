import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiErrorCode } from '../client';
import { endpoints, type EndpointName } from '../schemas';
import { PROVIDERS } from '../values';
import { BASE, credit, promotion } from '../testing/fixtures';
import { queryKeys } from './keys';
import { queries } from './options';
import { createQueryClient, JUST_ANSWERED_MS, QUERY_POLICY, retryDelay, shouldRetry } from './policy';

const apiError = (status: number, code: ApiErrorCode = 'X') =>
  new ApiError({ status, code, message: '', endpoint: 'credits' });

describe('retry policy', () => {
  it.each([
    [0, 'NETWORK_ERROR', true],
    [500, 'INTERNAL_ERROR', true],
    [503, 'INTERNAL_ERROR', true],
    [400, 'VALIDATION_ERROR', false],
    [401, 'UNAUTHORIZED', false],
    [404, 'AGENCY_NOT_FOUND', false],
    [422, 'AMOUNT_TOO_LOW', false],
    [429, 'INTERNAL_ERROR', false],
    [200, 'CONTRACT_MISMATCH', false],
  ] as const)('status %i %s: retried %s', (status, code, retried) => {
    expect(shouldRetry(0, apiError(status, code))).toBe(retried);
  });

  it('stops after 3 retries', () => {
    const error = apiError(503);
    expect([0, 1, 2, 3, 4].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false, false]);
  });

  it('does not retry errors that are not from the api (bugs repeat)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('the QueryClient tries a 5xx 1 + 3 times with the backoff, a 4xx once, and never a mutation twice', async () => {
    vi.useFakeTimers();
    try {
      const qc = createQueryClient();
      let calls = 0;
      const failing = (status: number) =>
        qc.fetchQuery({
          queryKey: ['t', status],
          queryFn: () => {
            calls++;
            throw apiError(status);
          },
        });
      const server = failing(503).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(999 + 2000 + 4000);
      expect(calls).toBe(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(4);
      await expect(server).resolves.toBeInstanceOf(ApiError);

      calls = 0;
      await expect(failing(422)).rejects.toBeInstanceOf(ApiError);
      expect(calls).toBe(1);

      let mutations = 0;
      const mutation = qc.getMutationCache().build(qc, {
        mutationFn: () => {
          mutations++;
          return Promise.reject(apiError(503));
        },
      });
      await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
      expect(mutations).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has the SPEC §9 defaults and lets tests override them', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 300_000, gcTime: 300_000, refetchOnWindowFocus: true });
    expect(defaults.mutations?.retry).toBe(false);
    expect(QUERY_POLICY.maxRetries).toBe(3);
    const test = createQueryClient({ defaultOptions: { queries: { retry: false } } }).getDefaultOptions();
    expect(test.queries?.retry).toBe(false);
    expect(test.queries?.staleTime).toBe(300_000);
  });
});

describe('query keys', () => {
  it('puts every session endpoint under the player root, so logout removes them all', () => {
    const byEndpoint: Partial<Record<EndpointName, readonly unknown[]>> = {
      agencyInfo: queries.agencyInfo().queryKey,
      playerInfo: queries.session().queryKey,
      my: queries.my().queryKey,
      credit: queries.credit('gclub').queryKey,
      credits: queries.credits().queryKey,
      banks: queries.banks().queryKey,
      bankAccounts: queries.bankAccounts().queryKey,
      paymentMethods: queries.paymentMethods().queryKey,
      exchangeRates: queries.exchangeRates().queryKey,
      deposits: queries.deposits().queryKey,
      openDeposits: queries.openDeposits().queryKey,
      deposit: queries.deposit('D-1').queryKey,
      depositQr: queries.depositQr('D-1').queryKey,
      withdrawals: queries.withdrawals().queryKey,
      openWithdrawals: queries.openWithdrawals().queryKey,
      withdrawal: queries.withdrawal('W-1').queryKey,
      promotions: queries.promotions().queryKey,
      currentPromotion: queries.currentPromotion().queryKey,
      usages: queries.usages().queryKey,
      blacklist: queries.blacklist().queryKey,
      games: queries.games('gclub').queryKey,
      alphabetGames: queries.alphabetGames().queryKey,
      protection: queries.protection().queryKey,
      activityStatement: queries.activityStatement().queryKey,
      notifications: queries.notifications().queryKey,
      announcements: queries.announcements().queryKey,
      sessions: queries.sessions().queryKey,
    };
    const gets = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].method === 'GET');
    expect(Object.keys(byEndpoint).sort()).toEqual([...gets].sort());
    const underPlayer = Object.fromEntries(gets.map((n) => [n, byEndpoint[n]?.[0] === 'player']));
    const needsSession = Object.fromEntries(gets.map((n) => [n, endpoints[n].session]));
    expect(underPlayer).toEqual(needsSession);
  });

  it('is hierarchical: groups are prefixes of their entries', () => {
    const k = queryKeys.player;
    const prefix = (group: readonly unknown[], key: readonly unknown[]) =>
      expect(key.slice(0, group.length)).toEqual(group);
    prefix(k.all(), k.info());
    prefix(k.credits.all(), k.credits.overall());
    prefix(k.credits.all(), k.credits.provider('askmebet'));
    prefix(k.deposits.all(), k.deposits.list({ page: 2 }));
    prefix(k.deposits.all(), k.deposits.open());
    prefix(k.deposits.all(), k.deposits.qr('D-1'));
    prefix(k.deposits.all(), k.deposits.order('D-1'));
    prefix(k.withdrawals.all(), k.withdrawals.order('W-1'));
    prefix(k.withdrawals.all(), k.withdrawals.list());
    prefix(k.withdrawals.all(), k.withdrawals.open());
    prefix(k.promotion.all(), k.promotion.current());
    prefix(k.promotion.all(), k.promotion.usages());
    prefix(k.promotion.all(), k.promotion.blocked());
    prefix(k.games.all(), k.games.list('gclub', 'slot'));
    prefix(k.games.all(), k.games.alphabet());
    prefix(queryKeys.promotions.all(), queryKeys.promotions.list());
  });

  it('normalises paging so equal pages share an entry, and tells different pages apart', () => {
    const k = queryKeys.player.deposits;
    expect(k.list()).toEqual(k.list({ page: 1, pageSize: 10 }));
    expect(k.list({ page: 2 })).not.toEqual(k.list({ page: 3 }));
    expect(k.list({ page: 2, pageSize: 20 })).toEqual(['player', 'deposits', 'list', { page: 2, pageSize: 20 }]);
    expect(queryKeys.player.games.list('askmebet')).not.toEqual(queryKeys.player.games.list('askmebet', 'slot'));
  });

  it('keeps only the deposit filters that are set, so an unfiltered page shares its entry', () => {
    const k = queryKeys.player.deposits;
    expect(k.list({ status: undefined, from: '', to: undefined })).toEqual(k.list());
    expect(k.list({ status: 'SUCCESS', from: '2026-11-01', to: '2026-11-30' })).toEqual([
      'player',
      'deposits',
      'list',
      { page: 1, pageSize: 10, status: 'SUCCESS', from: '2026-11-01', to: '2026-11-30' },
    ]);
    expect(k.list({ status: 'SUCCESS' })).not.toEqual(k.list({ status: 'FAILED' }));
  });

  it('removing the player root removes player data and keeps agency and public data', () => {
    const qc = createQueryClient();
    qc.setQueryData(queryKeys.agency.info(), 1);
    qc.setQueryData(queryKeys.promotions.list(), 1);
    qc.setQueryData(queryKeys.player.info(), 1);
    qc.setQueryData(queryKeys.player.credits.provider('gclub'), 1);
    qc.setQueryData(queryKeys.player.deposits.list({ page: 3 }), 1);
    qc.removeQueries({ queryKey: queryKeys.player.all() });
    expect(qc.getQueryCache().getAll().map((q) => q.queryKey[0])).toEqual(['agency', 'promotions']);
  });
});

describe('queries', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const client = createApiClient({ baseUrl: BASE });

  it('credits, protection settings and sessions are never fresh; the rest keep the default freshness', () => {
    for (const options of [queries.credits(), queries.credit('gclub'), queries.protection(), queries.sessions()]) expect(options.staleTime).toBe(0);
    expect(queries.deposits()).not.toHaveProperty('staleTime');
  });

  it('a credit is asked for again by every screen that mounts, except right after its own answer (the loader\'s, for this visit)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let asked = 0;
      server.use(
        http.get(`${BASE}/v2/players/credits/:provider`, ({ params }) => {
          asked++;
          return HttpResponse.json(credit(params.provider as 'gclub'));
        }),
      );
      const qc = createQueryClient({ api: client });
      const mount = async () => {
        const observer = new QueryObserver(qc, queries.credit('gclub'));
        const unsubscribe = observer.subscribe(() => undefined);
        await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
        unsubscribe();
      };
      await qc.fetchQuery(queries.credit('gclub'));
      await mount();
      expect(asked).toBe(1);
      vi.setSystemTime(Date.now() + JUST_ANSWERED_MS);
      await mount();
      expect(asked).toBe(2);
      // The next screen, at once: that answer is still its own visit's.
      await mount();
      expect(asked).toBe(2);
      // Unless something changed it since (a withdrawal sent, an order settled): asked again at once.
      await qc.invalidateQueries({ queryKey: queries.credit('gclub').queryKey, refetchType: 'none' });
      await mount();
      expect(asked).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a credit query is stale at once in the QueryClient, a default one is not', async () => {
    server.use(
      http.get(`${BASE}/v2/players/credits/:provider`, ({ params }) => HttpResponse.json(credit(params.provider as 'gclub'))),
      http.get(`${BASE}/v2/promotions`, () => HttpResponse.json({ promotions: [] })),
    );
    const qc = createQueryClient({ api: client });
    await qc.fetchQuery(queries.credit('gclub'));
    await qc.fetchQuery(queries.promotions());
    expect(new QueryObserver(qc, queries.credit('gclub')).getCurrentResult().isStale).toBe(true);
    expect(new QueryObserver(qc, queries.promotions()).getCurrentResult().isStale).toBe(false);
  });

  it('askmebet and alphabet game lists never go stale; others do', () => {
    expect(queries.games('askmebet', 'slot').staleTime).toBe(Infinity);
    expect(queries.games('alphabet').staleTime).toBe(Infinity);
    expect(queries.alphabetGames().staleTime).toBe(Infinity);
    for (const provider of PROVIDERS.filter((p) => p !== 'askmebet' && p !== 'alphabet'))
      expect(queries.games(provider)).not.toHaveProperty('staleTime');
  });

  it('agency info is not retried', () => {
    expect(queries.agencyInfo().retry).toBe(false);
  });

  it('fetches with the query input: paging and game filters', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE}/v2/withdrawals`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ items: [], page: 3, pageSize: 20, total: 0, totalPages: 0 });
      }),
      http.get(`${BASE}/v2/games`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ provider: 'askmebet', categories: ['slot'], games: [] });
      }),
    );
    const qc = createQueryClient({ api: client });
    await qc.fetchQuery(queries.withdrawals({ page: 3, pageSize: 20 }));
    await qc.fetchQuery(queries.games('askmebet', 'slot'));
    expect(urls).toEqual([`${BASE}/v2/withdrawals?page=3&pageSize=20`, `${BASE}/v2/games?provider=askmebet&category=slot`]);
  });

  it('promotion detail is the list entry with that id, from the one list request', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE}/v2/promotions`, () => {
        requests++;
        return HttpResponse.json({ promotions: [promotion(), promotion({ id: 'promo-2', code: 'BONUS' })] });
      }),
    );
    const qc = createQueryClient({ api: client });
    await qc.prefetchQuery(queries.promotions());
    const detail = new QueryObserver(qc, queries.promotionDetail('promo-2')).getCurrentResult();
    expect(detail.data?.code).toBe('BONUS');
    const missing = new QueryObserver(qc, queries.promotionDetail('nope')).getCurrentResult();
    expect(missing.data).toBeNull();
    expect(requests).toBe(1);
  });

  it('checks whether a username is free, without retries, cached per username', async () => {
    server.use(
      http.post(`${BASE}/v2/players/username/validate`, async ({ request }) => {
        const { username } = (await request.json()) as { username: string };
        return HttpResponse.json({ username, available: username !== 'taken' });
      }),
    );
    const options = queries.usernameAvailability('good_name');
    expect(options.retry).toBe(false);
    expect(options.queryKey).not.toEqual(queries.usernameAvailability('other').queryKey);
    const qc = createQueryClient({ api: client });
    await expect(qc.fetchQuery(queries.usernameAvailability('taken'))).resolves.toEqual({
      username: 'taken',
      available: false,
    });
  });
});
