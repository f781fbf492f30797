import type { HttpHandler } from 'msw';
import { createClock, type Clock, type ClockOption } from './db/clock';
import { createDb } from './db/db';
import type { Db } from './db/types';
import type { MockContext } from './handlers/context';
import { createHandlers } from './handlers/index';
import { resolveScenarios, type ScenarioInput } from './scenarios';

export interface MockApiOptions {
  /** Scenarios to start with (names, 'signedInAs:<username>', or Scenario objects). */
  scenarios?: readonly ScenarioInput[];
  /** Where the API lives: '/api' (default), another path, or an absolute URL. */
  baseUrl?: string;
  /**
   * The origin a path `baseUrl` is matched under: any (default; msw needs that in Node), or a
   * page's own (browser.ts), so that a page's modules with `/api/` in their path are not caught.
   */
  origin?: string;
  /** Default MOCK_NOW (frozen); 'real' for the machine's clock. */
  clock?: ClockOption;
  /** Pay every new deposit order (SUCCESS) after this many seconds: for demos. */
  autoPaySeconds?: number | null;
  /** Approve every new withdrawal after this many seconds. */
  autoDecideSeconds?: number | null;
  /**
   * Serve the control endpoints ({base}/__mock/reset, scenario, clock, deposits/:code/pay, ...).
   * Default true: in-process (Storybook, vitest) nobody else can reach them. The HTTP server
   * turns them off unless asked (startMockServer's controlEndpoints).
   */
  controlEndpoints?: boolean;
}

export interface MockApi extends MockContext {
  /** msw handlers: hand them to setupWorker / setupServer / Storybook, or to startMockServer. */
  readonly handlers: HttpHandler[];
  /** Stops pending auto-pay and auto-decide timers. */
  dispose(): void;
}

/** Weak, so that mocks nobody holds any more (one per test) can be collected. */
const live = new Set<WeakRef<MockApi>>();

/**
 * A fake agency backend: a database (built on first use) and the msw handlers that serve it.
 * The same object backs Storybook, vitest and the HTTP server.
 */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  // Absolute bases match as given; a path under the given origin, else any (msw needs that in Node).
  const prefix = /^https?:\/\//.test(baseUrl) ? baseUrl : `${options.origin ?? '*'}${baseUrl}`;
  const clock: Clock = createClock(options.clock);
  const start = clock.now();
  let inputs: readonly ScenarioInput[] = options.scenarios ?? [];
  let scenarioNames: string[] = [];
  let db: Db | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const clearTimers = () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  };

  const build = (): Db => {
    const resolved = resolveScenarios(inputs);
    scenarioNames = resolved.map((s) => s.name);
    return createDb({ clock, setups: resolved.map((s) => s.setup) });
  };
  // Resolve now so that a wrong scenario name fails at once, not at the first request.
  scenarioNames = resolveScenarios(inputs).map((s) => s.name);

  const api: MockApi = {
    get db() {
      db ??= build();
      return db;
    },
    baseUrl,
    path: (path) => `${prefix}${path}`,
    autoPaySeconds: options.autoPaySeconds ?? null,
    autoDecideSeconds: options.autoDecideSeconds ?? null,
    controlEndpoints: options.controlEndpoints ?? true,
    schedule(seconds, task) {
      const owner = api.db;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (db === owner) task(owner);
      }, seconds * 1000);
      (timer as { unref?: () => void }).unref?.();
      timers.add(timer);
    },
    get scenarioNames() {
      return scenarioNames;
    },
    useScenarios(next) {
      scenarioNames = resolveScenarios(next).map((s) => s.name);
      inputs = [...next];
      api.reset();
    },
    reset() {
      clearTimers();
      // Rebuilt lazily: resetting many idle mocks (one per story) costs nothing.
      db = null;
      if (clock.frozen) clock.set(start);
    },
    handlers: [],
    dispose() {
      clearTimers();
      live.delete(ref);
    },
  };
  const ref = new WeakRef(api);
  (api as { handlers: HttpHandler[] }).handlers = createHandlers(api);
  live.add(ref);
  return api;
}

/** Resets every mock API created in this page or process (Storybook: before each story). */
export function resetAllMocks(): void {
  for (const ref of live) {
    const api = ref.deref();
    if (api) api.reset();
    else live.delete(ref);
  }
}
