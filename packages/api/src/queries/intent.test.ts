import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isApiError } from '../client';
import { BASE, depositOrder } from '../testing/fixtures';
import { createIntentKeys, endsIntent, intentKeysFor, newIdempotencyKey, requestWithIntent, stableStringify } from './intent';

describe('createIntentKeys', () => {
  function counter() {
    let n = 0;
    return () => `key-${++n}`;
  }

  it('keeps the key for the same payload, whatever the order of its fields', () => {
    const intent = createIntentKeys(counter());
    expect(intent.keyFor({ amount: '500000', mid: 'M1' })).toBe('key-1');
    expect(intent.keyFor({ mid: 'M1', amount: '500000' })).toBe('key-1');
    expect(intent.current).toBe('key-1');
  });

  it('renews the key when the payload changes', () => {
    const intent = createIntentKeys(counter());
    intent.keyFor({ amount: '500000' });
    expect(intent.keyFor({ amount: '600000' })).toBe('key-2');
    expect(intent.keyFor({ amount: '500000' })).toBe('key-3');
  });

  it.each([
    ['a success', null, true],
    ['a 4xx refusal', new ApiError({ status: 422, code: 'CREDIT_NOT_ENOUGH', message: '', endpoint: 'createWithdrawal' }), true],
    ['a network error', new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '', endpoint: 'createWithdrawal' }), false],
    ['a 5xx', new ApiError({ status: 503, code: 'INTERNAL_ERROR', message: '', endpoint: 'createWithdrawal' }), false],
    [
      'an unreadable success',
      new ApiError({ status: 201, code: 'CONTRACT_MISMATCH', message: '', endpoint: 'createWithdrawal' }),
      false,
    ],
    ['a non-api error', new TypeError('boom'), false],
  ])('after %s the intent ends: %s', (_, outcome, ends) => {
    expect(endsIntent(outcome)).toBe(ends);
    const intent = createIntentKeys(counter());
    intent.keyFor({ amount: '1' });
    intent.settle(outcome);
    expect(intent.keyFor({ amount: '1' })).toBe(ends ? 'key-2' : 'key-1');
  });

  it('reset ends the intent', () => {
    const intent = createIntentKeys(counter());
    intent.keyFor({ a: 1 });
    intent.reset();
    expect(intent.current).toBeUndefined();
    expect(intent.keyFor({ a: 1 })).toBe('key-2');
  });

  it('stableStringify sorts nested keys but keeps array order', () => {
    expect(stableStringify({ b: [2, 1], a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":[2,1]}');
  });

  it('makes distinct UUID-shaped keys', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps one intent per client and endpoint', () => {
    const a = {};
    const b = {};
    expect(intentKeysFor(a, 'createDeposit')).toBe(intentKeysFor(a, 'createDeposit'));
    expect(intentKeysFor(a, 'createDeposit')).not.toBe(intentKeysFor(a, 'createWithdrawal'));
    expect(intentKeysFor(a, 'createDeposit')).not.toBe(intentKeysFor(b, 'createDeposit'));
  });
});

describe('requestWithIntent over HTTP', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** Answers from a script, recording the Idempotency-Key of each request. */
  function depositEndpoint(script: Array<'ok' | 'network' | '503' | '422'>) {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/v2/deposits`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const step = script[keys.length - 1] ?? 'ok';
        if (step === 'network') return HttpResponse.error();
        if (step === '503') return HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'busy' }, { status: 503 });
        if (step === '422')
          return HttpResponse.json({ code: 'AMOUNT_TOO_LOW', message: 'low', params: { min: '10000' } }, { status: 422 });
        return HttpResponse.json({ order: depositOrder() }, { status: 201 });
      }),
    );
    return keys;
  }

  const body = { provider: 'gclub' as const, mid: 'MID-BCEL-1', amount: '500000' };
  const send = (client: ReturnType<typeof createApiClient>, b = body) =>
    requestWithIntent(client, 'createDeposit', b).then(
      (data) => data,
      (error: unknown) => (isApiError(error) ? error.code : error),
    );

  it('reuses the key when the same payload is resent after a network error or a 5xx, then renews it after success', async () => {
    const keys = depositEndpoint(['network', '503', 'ok', 'ok']);
    const client = createApiClient({ baseUrl: BASE });
    expect(await send(client)).toBe('NETWORK_ERROR');
    expect(await send(client)).toBe('INTERNAL_ERROR');
    expect(await send(client)).toMatchObject({ order: { code: 'D-0001' } });
    await send(client);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('renews the key when the payload changes after a failure', async () => {
    const keys = depositEndpoint(['network', 'ok']);
    const client = createApiClient({ baseUrl: BASE });
    await send(client);
    await send(client, { ...body, amount: '600000' });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('renews the key after a definitive refusal (4xx)', async () => {
    const keys = depositEndpoint(['422', 'ok']);
    const client = createApiClient({ baseUrl: BASE });
    expect(await send(client)).toBe('AMOUNT_TOO_LOW');
    await send(client);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('does not share intents between clients (pages)', async () => {
    const keys = depositEndpoint(['network', 'network']);
    await send(createApiClient({ baseUrl: BASE }));
    await send(createApiClient({ baseUrl: BASE }));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
