import { endpoints, type EndpointName } from '@dokkham/api/schemas';
import { getResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../mockApi';
import { pathOf } from '../testing/client';
import { setup } from '../testing/setup';
import { route } from './route';

const names = Object.keys(endpoints) as EndpointName[];
const sample: Record<string, string> = { provider: 'gclub', code: 'DP1', id: 'ses-1' };

async function request(api: ReturnType<typeof createMockApi>, name: EndpointName, init: RequestInit = {}) {
  const e = endpoints[name];
  const url = `http://mock.test/api${pathOf(e.path, sample)}${name === 'games' ? '?provider=gclub' : ''}`;
  const response = await getResponse(api.handlers, new Request(url, { method: e.method, ...init }));
  if (!response) throw new Error(`no handler for ${name}`);
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

describe('every endpoint of the contract has a handler', () => {
  it.each(names)('%s is registered from its method and path', async (name) => {
    const api = createMockApi();
    const { status, body } = await request(api, name);
    expect(body.code).not.toBe('NOT_FOUND');
    // Session endpoints refuse a guest before anything else, which proves the route answered.
    const guest = endpoints[name].session ? [401, 'UNAUTHORIZED'] : [status, body.code];
    expect([status, body.code]).toEqual(guest);
  });

  it('answers anything else under the base with a JSON 404', async () => {
    const { client } = setup();
    const response = await client.raw('GET', '/api/v2/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('request validation', () => {
  it('refuses a body that is not JSON', async () => {
    const api = createMockApi();
    const { status, body } = await request(api, 'login', { body: '{nope', headers: { 'Content-Type': 'application/json' } });
    expect([status, body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses a missing body', async () => {
    const { client } = setup();
    expect((await client.fails('login')).code).toBe('VALIDATION_ERROR');
  });

  it('names every invalid field', async () => {
    const { client } = setup();
    const { error } = await client.fails('login', { body: { username: 'A', password: '' } });
    expect(new Set(error.fields?.map((f) => f.path))).toEqual(new Set(['password', 'username']));
    expect(error.fields?.map((f) => f.message)).toContain('validation:username.tooShort');
  });
});

describe('answers are checked against the contract', () => {
  it('turns an answer that breaks the response schema into 500 INTERNAL_ERROR', async () => {
    const api = createMockApi();
    const endpoint = { ...endpoints.agencyInfo, path: '/test/broken' };
    const handler = route(api, 'broken', endpoint, () => ({ id: 1 }) as never);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const response = await getResponse([handler], new Request('http://mock.test/api/test/broken'));
      expect(response?.status).toBe(500);
      expect(await response?.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe('faults', () => {
  it('serverErrors: 500 INTERNAL_ERROR everywhere but agency info and the mock-only endpoints', async () => {
    const api = createMockApi({ scenarios: ['signedIn', 'serverErrors'] });
    const answers = await Promise.all(
      names.map(async (name) => {
        const { status, body } = await request(api, name);
        return [name, status === 200 ? 200 : `${status} ${body.code}`] as const;
      }),
    );
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries(names.map((n) => [n, n === 'agencyInfo' ? 200 : '500 INTERNAL_ERROR'])),
    );
    const state = await getResponse(api.handlers, new Request('http://mock.test/api/__mock/state'));
    expect(state?.status).toBe(200);
  });

  it('slowNetwork delays every answer', async () => {
    const { client } = setup(['slowNetwork:150']);
    const start = performance.now();
    await client.ok('agencyInfo');
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
  });
});

describe('ErrorBody', () => {
  it('is { code, message, params? } on every refusal', async () => {
    const { client } = setup(['signedIn']);
    const { error } = await client.fails('credit', { params: { provider: 'nope' as 'gclub' } });
    expect(z.safeParse(z.object({ code: z.string(), message: z.string() }), error).success).toBe(true);
    expect(error.message.length).toBeGreaterThan(0);
  });
});
