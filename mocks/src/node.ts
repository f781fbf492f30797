/**
 * vitest (and any Node test): msw's setupServer over a fresh mock backend.
 *
 *   const { server, api } = setupMockServer({ scenarios: ['signedIn'] });
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); api.reset(); });
 *   afterAll(() => { server.close(); api.dispose(); });
 *
 * Requests need absolute URLs in Node (e.g. http://localhost/api/...); the handlers match any
 * origin. msw/node keeps cookies from answers, so a login in a test signs the next requests in.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createMockApi, type MockApi, type MockApiOptions } from './mockApi';
import type { ScenarioInput } from './scenarios';

export * from './index';

export interface MockServer {
  server: SetupServer;
  api: MockApi;
}

export function setupMockServer(options: MockApiOptions | readonly ScenarioInput[] = {}): MockServer {
  const api = createMockApi(Array.isArray(options) ? { scenarios: options } : (options as MockApiOptions));
  return { server: setupServer(...api.handlers), api };
}
