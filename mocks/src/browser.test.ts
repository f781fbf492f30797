import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlers, mockDbLoader, mockHandlers, resetMockDbs, scenarioHandlers, SCENARIO_NAMES } from './browser';

const get = async (set: typeof handlers, path: string) => {
  const response = await getResponse(set, new Request(`http://localhost:6006/api${path}`));
  return { status: response?.status, body: (await response?.json()) as Record<string, unknown> };
};

describe('@dokkham/mocks/browser', () => {
  it('exports the default handlers (signed out) and one set per scenario', async () => {
    expect((await get(handlers, '/v2/agency/info')).status).toBe(200);
    expect((await get(handlers, '/v2/players/my')).status).toBe(401);
    expect(Object.keys(scenarioHandlers).sort()).toEqual([...SCENARIO_NAMES].sort());
  });

  it('signs data scenarios in, so a story needs only the scenario', async () => {
    const open = await get(scenarioHandlers.openOrder, '/v2/deposits/open');
    expect((open.body.orders as unknown[]).length).toBe(1);
    expect((await get(scenarioHandlers.agency404, '/v2/agency/info')).status).toBe(404);
  });

  describe('in a page', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("answers its own origin's /api only, never a module with /api/ in its path (Vite's dev server)", async () => {
      vi.stubGlobal('location', new URL('http://localhost:6006/iframe.html'));
      const set = mockHandlers();
      // What `pnpm storybook` serves the api client's lazily imported validation from.
      expect(await getResponse(set, new Request('http://localhost:6006/packages/api/src/clientValidation.ts'))).toBeUndefined();
      expect((await getResponse(set, new Request('http://localhost:6006/api/v2/agency/info')))?.status).toBe(200);
      expect((await getResponse(set, new Request('http://localhost:6006/api/v2/no-such-endpoint')))?.status).toBe(404);
    });
  });

  it('resets every mock before a story (mockDbLoader / resetMockDbs)', async () => {
    const set = mockHandlers('signedIn');
    const create = () =>
      getResponse(
        set,
        new Request('http://localhost:6006/api/v2/deposits', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ provider: 'gclub', mid: 'MID-BCEL-0001', amount: '500000' }),
        }),
      );
    expect((await create())?.status).toBe(201);
    expect((await create())?.status).toBe(409);
    await mockDbLoader();
    expect((await create())?.status).toBe(201);
    resetMockDbs();
    expect((await get(set, '/v2/deposits/open')).body.orders).toEqual([]);
  });
});
