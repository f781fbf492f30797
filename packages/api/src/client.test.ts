import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isApiError } from './client';
import { endpoints, type EndpointName } from './schemas';
import { agencyInfo, BASE, credit, depositOrder, playerInfo } from './testing/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A client whose every outgoing request is recorded. */
function recordingClient(options: Parameters<typeof createApiClient>[0] = {}) {
  const sent: Request[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    ...options,
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      return fetch(request);
    },
  });
  return { client, sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  it('sends JSON with credentials and the language, and returns the validated answer', async () => {
    server.use(http.get(`${BASE}/v2/agency/info`, () => HttpResponse.json(agencyInfo)));
    let init: RequestInit | undefined;
    const client = createApiClient({
      baseUrl: `${BASE}/`,
      getLanguage: () => 'lo',
      fetch: (input, i) => {
        init = i;
        return fetch(input, i);
      },
    });
    await expect(client.request('agencyInfo')).resolves.toEqual(agencyInfo);
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('lo');
    expect(headers.has('idempotency-key')).toBe(false);
  });

  it('defaults to the same-origin base /api', () => {
    const client = createApiClient();
    expect(client.baseUrl).toBe('/api');
    expect(client.url('credit', { params: { provider: 'gclub' } })).toBe('/api/v2/players/credits/gclub');
  });

  it('substitutes and encodes path params', async () => {
    server.use(
      http.get(`${BASE}/v2/players/credits/:provider`, ({ params }) =>
        HttpResponse.json(credit(params.provider as 'gclub_live')),
      ),
    );
    const { client, sent } = recordingClient();
    const answer = await client.request('credit', { params: { provider: 'gclub_live' } });
    expect(answer.credit.amount).toBe('1500.50');
    expect(sent[0]?.url).toBe(`${BASE}/v2/players/credits/gclub_live`);
    expect(client.url('depositQr', { params: { code: 'a b/c' } })).toBe(`${BASE}/v2/deposits/a%20b%2Fc/qr`);
  });

  it('builds the query string and leaves out undefined values', async () => {
    server.use(
      http.get(`${BASE}/v2/deposits`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        return HttpResponse.json({ items: [depositOrder()], page, pageSize, total: 31, totalPages: 4 });
      }),
    );
    const { client, sent } = recordingClient();
    const answer = await client.request('deposits', { query: { page: 2, pageSize: 10 } });
    expect(answer.page).toBe(2);
    expect(new URL(sent[0]!.url).search).toBe('?page=2&pageSize=10');
    expect(client.url('games', { query: { provider: 'askmebet', category: undefined } })).toBe(
      `${BASE}/v2/games?provider=askmebet`,
    );
    expect(client.url('games', { query: { provider: 'askmebet', category: 'slot' } })).toBe(
      `${BASE}/v2/games?provider=askmebet&category=slot`,
    );
  });

  it('sends the body as JSON, and the fingerprint header on register', async () => {
    server.use(
      http.post(`${BASE}/v2/players/register`, () =>
        HttpResponse.json({ player: { id: 'p-9', username: 'newbie' } }, { status: 201 }),
      ),
    );
    const { client, sent } = recordingClient();
    const body = { username: 'newbie', password: 'secret123', confirmPassword: 'secret123', fingerprint: 'visitor-42' };
    await client.request('register', { body });
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-fingerprint')).toBe('visitor-42');
    expect(await request.json()).toEqual(body);
  });

  it('sends the Idempotency-Key of idempotent endpoints and refuses to send them without one', async () => {
    server.use(
      http.post(`${BASE}/v2/deposits`, () => HttpResponse.json({ order: depositOrder() }, { status: 201 })),
    );
    const { client, sent } = recordingClient();
    const body = { provider: 'gclub' as const, mid: 'MID-BCEL-1', amount: '500000' };
    await client.request('createDeposit', { body, idempotencyKey: 'key-1' });
    expect(sent[0]?.headers.get('idempotency-key')).toBe('key-1');
    const untyped = client.request as (name: EndpointName, input: unknown) => Promise<unknown>;
    await expect(untyped('createDeposit', { body })).rejects.toThrow(/idempotencyKey/);
    expect(sent).toHaveLength(1);
  });
});

describe('response validation', () => {
  it('turns an answer that breaks the contract into CONTRACT_MISMATCH naming endpoint and path', async () => {
    const broken = { ...agencyInfo, social: { ...agencyInfo.social, whatsapp: 42 } };
    server.use(http.get(`${BASE}/v2/agency/info`, () => HttpResponse.json(broken)));
    const error = await failure(createApiClient({ baseUrl: BASE }).request('agencyInfo'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('CONTRACT_MISMATCH');
    expect(error.status).toBe(200);
    expect(error.endpoint).toBe('agencyInfo');
    expect(error.message).toContain('agencyInfo (GET /v2/agency/info)');
    expect(error.message).toContain('social.whatsapp');
    expect(error.issues.map((i) => i.path)).toEqual(['social.whatsapp']);
  });

  it('names array positions in the failing path', async () => {
    server.use(
      http.get(`${BASE}/v2/deposits/open`, () =>
        HttpResponse.json({ orders: [depositOrder(), { ...depositOrder(), amount: 'lots' }] }),
      ),
    );
    const error = await failure(createApiClient({ baseUrl: BASE }).request('openDeposits'));
    expect(error.code).toBe('CONTRACT_MISMATCH');
    expect(error.message).toContain('orders[1].amount');
  });

  it('treats a success without a JSON body as CONTRACT_MISMATCH', async () => {
    server.use(http.get(`${BASE}/v2/players/info`, () => new HttpResponse('<html>proxy</html>', { status: 200 })));
    const error = await failure(createApiClient({ baseUrl: BASE }).request('playerInfo'));
    expect(error.code).toBe('CONTRACT_MISMATCH');
    expect(error.status).toBe(200);
  });
});

describe('errors', () => {
  it('parses the error body: status, code, message, params, fields', async () => {
    server.use(
      http.post(`${BASE}/v2/withdrawals`, () =>
        HttpResponse.json(
          {
            code: 'AMOUNT_TOO_LOW',
            message: 'below the minimum',
            params: { min: '100.00' },
            fields: [{ path: 'credit', message: 'validation:credit.invalid' }],
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(
      createApiClient({ baseUrl: BASE }).request('createWithdrawal', {
        body: { provider: 'gclub', bankAccountId: 'ba-1', credit: '5' },
        idempotencyKey: 'k',
      }),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'AMOUNT_TOO_LOW',
      message: 'below the minimum',
      params: { min: '100.00' },
      fields: [{ path: 'credit', message: 'validation:credit.invalid' }],
      endpoint: 'createWithdrawal',
    });
  });

  it('keeps an unknown server code as is (the message layer shows a generic text)', async () => {
    server.use(
      http.get(`${BASE}/v2/promotions`, () => HttpResponse.json({ code: 'SOMETHING_NEW', message: 'x' }, { status: 409 })),
    );
    const error = await failure(createApiClient({ baseUrl: BASE }).request('promotions'));
    expect(error.code).toBe('SOMETHING_NEW');
    expect(error.params).toEqual({});
    expect(error.fields).toEqual([]);
  });

  it.each([
    ['an HTML page', () => new HttpResponse('<h1>Service unavailable</h1>', { status: 503 })],
    ['JSON of another shape', () => HttpResponse.json({ error: 'oops' }, { status: 500 })],
    ['an empty body', () => new HttpResponse(null, { status: 503 })],
  ])('gives INTERNAL_ERROR with the status for %s', async (_, respond) => {
    server.use(http.get(`${BASE}/v2/banks`, respond));
    const error = await failure(createApiClient({ baseUrl: BASE }).request('banks'));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect([500, 502, 503]).toContain(error.status);
    expect(error.message).toContain('banks (GET /v2/banks)');
  });

  it("a throttle's Retry-After becomes params.retryAfter (the body's own value wins)", async () => {
    server.use(
      http.post(`${BASE}/v2/players/login`, () =>
        HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'slow down' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const error = await failure(createApiClient({ baseUrl: BASE }).request('login', { body: { username: 'demo', password: 'demo1234' } }));
    expect([error.status, error.code, error.params]).toEqual([429, 'TOO_MANY_REQUESTS', { retryAfter: 42 }]);
    server.use(
      http.post(`${BASE}/v2/players/login`, () =>
        HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'slow down', params: { retryAfter: 7 } }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const own = await failure(createApiClient({ baseUrl: BASE }).request('login', { body: { username: 'demo', password: 'demo1234' } }));
    expect(own.params).toEqual({ retryAfter: 7 });
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'TOO_MANY_REQUESTS'],
    [502, 'API_UNREACHABLE'],
    [504, 'API_TIMEOUT'],
  ])('a proxy page with status %i (not our JSON) still says why: %s', async (status, code) => {
    server.use(http.post(`${BASE}/v2/players/login`, () => new HttpResponse('<html>nginx</html>', { status })));
    const error = await failure(createApiClient({ baseUrl: BASE }).request('login', { body: { username: 'demo', password: 'demo1234' } }));
    expect([error.status, error.code]).toEqual([status, code]);
  });

  it('gives status 0 NETWORK_ERROR when no answer arrives', async () => {
    server.use(http.get(`${BASE}/v2/banks`, () => HttpResponse.error()));
    const error = await failure(createApiClient({ baseUrl: BASE }).request('banks'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('rethrows an abort as the AbortError, not an ApiError', async () => {
    server.use(
      http.get(`${BASE}/v2/banks`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ banks: [] });
      }),
    );
    const controller = new AbortController();
    const promise = createApiClient({ baseUrl: BASE }).request('banks', { signal: controller.signal });
    controller.abort();
    const error = await promise.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('the 401 rule (SPEC §8)', () => {
  const unauthorized = () => HttpResponse.json({ code: 'UNAUTHORIZED', message: 'no session' }, { status: 401 });

  it('calls onUnauthorized, then throws, on a 401 from an ordinary endpoint', async () => {
    server.use(http.get(`${BASE}/v2/players/credits`, unauthorized));
    const onUnauthorized = vi.fn<(error: ApiError) => void>();
    const error = await failure(createApiClient({ baseUrl: BASE, onUnauthorized }).request('credits'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it.each([
    ['playerInfo', `${BASE}/v2/players/info`],
    ['agencyInfo', `${BASE}/v2/agency/info`],
  ] as const)('does not call onUnauthorized for %s: a 401 there only means signed out', async (name, url) => {
    server.use(http.get(url, unauthorized));
    const onUnauthorized = vi.fn<(error: ApiError) => void>();
    const error = await failure(createApiClient({ baseUrl: BASE, onUnauthorized }).request(name));
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other statuses', async () => {
    server.use(http.get(`${BASE}/v2/players/credits`, () => HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 403 })));
    const onUnauthorized = vi.fn<(error: ApiError) => void>();
    await failure(createApiClient({ baseUrl: BASE, onUnauthorized }).request('credits'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('applies to every session endpoint except player info, and to no public endpoint', () => {
    const redirecting = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].redirectOn401);
    const expected = (Object.keys(endpoints) as EndpointName[]).filter(
      (n) => endpoints[n].session && n !== 'playerInfo',
    );
    expect(redirecting).toEqual(expected);
    expect(endpoints.agencyInfo.redirectOn401).toBe(false);
    expect(endpoints.playerInfo.redirectOn401).toBe(false);
  });
});

it('validates the fixtures used above against the schemas', async () => {
  server.use(http.get(`${BASE}/v2/players/info`, () => HttpResponse.json(playerInfo)));
  await expect(createApiClient({ baseUrl: BASE }).request('playerInfo')).resolves.toEqual(playerInfo);
});

describe('the validation chunk (zod and the schemas, loaded with the first call)', () => {
  afterEach(() => {
    vi.doUnmock('./clientValidation');
    vi.resetModules();
  });

  it('sends the call before the chunk has loaded, and validates with it', async () => {
    let sentBeforeLoaded = false;
    let loaded = false;
    vi.resetModules();
    vi.doMock('./clientValidation', async (importOriginal) => {
      sentBeforeLoaded = fetched;
      const real = await importOriginal<typeof import('./clientValidation')>();
      loaded = true;
      return real;
    });
    let fetched = false;
    server.use(http.get(`${BASE}/v2/agency/info`, () => HttpResponse.json(agencyInfo)));
    const { createApiClient: create } = await import('./client');
    const client = create({
      baseUrl: BASE,
      fetch: (input, init) => {
        fetched = true;
        return fetch(input, init);
      },
    });
    await expect(client.request('agencyInfo')).resolves.toEqual(agencyInfo);
    expect(loaded).toBe(true);
    expect(sentBeforeLoaded).toBe(true);
  });

  it('gives a NETWORK_ERROR when the chunk cannot load, and tries again on the next call', async () => {
    server.use(http.get(`${BASE}/v2/agency/info`, () => HttpResponse.json(agencyInfo)));
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./clientValidation', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createApiClient: create, isApiError: isError } = await import('./client');
    const client = create({ baseUrl: BASE });
    const error: unknown = await client.request('agencyInfo').catch((e: unknown) => e);
    expect(isError(error) && error.code).toBe('NETWORK_ERROR');
    expect(isError(error) && error.status).toBe(0);
    await expect(client.request('agencyInfo')).resolves.toEqual(agencyInfo);
    expect(attempts).toBe(2);
  });
});
