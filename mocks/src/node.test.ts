import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupMockServer } from './node';

const { server, api } = setupMockServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  api.reset();
});
afterAll(() => {
  server.close();
  api.dispose();
});

const json = { 'Content-Type': 'application/json' };

describe('@dokkham/mocks/node (setupServer)', () => {
  it('answers fetch calls to any origin under /api', async () => {
    const response = await fetch('http://localhost:3000/api/v2/agency/info');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toBe('Dokkham');
  });

  it('keeps the session cookie of a login for the next requests, and drops it on logout', async () => {
    expect((await fetch('http://localhost/api/v2/players/my')).status).toBe(401);
    const login = await fetch('http://localhost/api/v2/players/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect((await fetch('http://localhost/api/v2/players/my')).status).toBe(200);
    await fetch('http://localhost/api/v2/players/logout', { method: 'POST' });
    expect((await fetch('http://localhost/api/v2/players/my')).status).toBe(401);
  });

  it('switches scenarios per test', async () => {
    api.useScenarios(['newPlayer']);
    const response = await fetch('http://localhost/api/v2/players/bank-accounts');
    expect(await response.json()).toEqual({ bankAccounts: [] });
  });
});
