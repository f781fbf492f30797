/**
 * Storybook (msw-storybook-addon 3, `mswLoader` from 'msw-storybook-addon/csf3'): handler arrays
 * only; the addon starts the worker.
 *
 *   // .storybook/preview.ts
 *   loaders: [mockDbLoader, mswLoader()],
 *   parameters: { msw: { handlers: { api: handlers } } },
 *   // a story
 *   parameters: { msw: { handlers: { api: mockHandlers('signedIn', 'openOrder') } } },
 *
 * Keep the key `api` in stories: the addon concatenates the keys' arrays and the first matching
 * handler wins, so a story must replace the preview's set rather than add to it.
 */
import type { HttpHandler } from 'msw';
import { createMockApi, resetAllMocks, type MockApiOptions } from './mockApi';
import { SCENARIO_NAMES, scenarios, type ScenarioInput, type ScenarioName } from './scenarios';

export * from './index';
export { hang, hungCount, isHung } from './hang';

/**
 * In a page, requests are matched under the page's own origin only. Matched on any origin (what a
 * path base does in Node), the mock also caught the page's own modules with `/api/` in their path:
 * Vite's dev server (`pnpm storybook`) serves `/packages/api/src/...`, and the api client's lazily
 * imported validation got the mock's JSON 404 instead of its code.
 */
const pageOrigin = (): Pick<MockApiOptions, 'origin'> => (typeof location === 'undefined' ? {} : { origin: location.origin });

/** Handlers of a fresh mock backend with these scenarios (its data is reset before each story by mockDbLoader). */
export function mockHandlers(...scenarioInputs: ScenarioInput[]): HttpHandler[] {
  return createMockApi({ ...pageOrigin(), scenarios: scenarioInputs }).handlers;
}

/** The same with every option (base URL, clock, auto-pay). */
export function mockHandlersWith(options: MockApiOptions): HttpHandler[] {
  return createMockApi({ ...pageOrigin(), ...options }).handlers;
}

/** The seed, signed out (log in as demo / demo1234 in a play function, or use a signedIn set). */
export const handlers: HttpHandler[] = mockHandlers();

/**
 * One ready set per scenario. Data scenarios (openOrder, promotionInUse, ...) describe a player's
 * data, so their set also signs in the demo player; session and fault scenarios are as named.
 */
export const scenarioHandlers = Object.fromEntries(
  SCENARIO_NAMES.map((name) => [name, scenarios[name].kind === 'data' ? mockHandlers('signedIn', name) : mockHandlers(name)]),
) as Record<ScenarioName, HttpHandler[]>;

/** Puts every mock backend of the page back to its seed and scenarios (resetDb: the same). */
export const resetMockDbs = resetAllMocks;
export const resetDb = resetAllMocks;

/** A Storybook loader: fresh data for every story. Put it before mswLoader. */
export async function mockDbLoader(): Promise<Record<string, never>> {
  resetAllMocks();
  return {};
}
