// MSW in Storybook through msw-storybook-addon's loader. Every story starts from the mock
// backend's default handlers (the seed, signed out) and freshly seeded data; a story picks
// scenarios of the mock backend (`parameters.scenario`) and/or adds its own handlers
// (`parameters.msw.handlers`), which take precedence.
import type { AnyHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader, type MswParameter } from 'msw-storybook-addon/csf3';
import type { Loader } from '@storybook/react-vite';
import { addBusySource } from './harness';
import { handlers, hungCount, isHung, mockHandlers, resetDb, scenarioHandlers, type ScenarioInput, type ScenarioName } from '@dokkham/mocks/browser';

/** `parameters.scenario`: one scenario of @dokkham/mocks, or several composed. */
export type ScenarioParameter = ScenarioInput | readonly ScenarioInput[];

function scenarioSet(scenario: ScenarioParameter): AnyHandler[] {
  if (typeof scenario === 'string' && scenario in scenarioHandlers) return scenarioHandlers[scenario as ScenarioName];
  // A fresh mock backend with these scenarios (unknown names throw, listing the known ones).
  return mockHandlers(...(Array.isArray(scenario) ? scenario : [scenario as ScenarioInput]));
}

declare global {
  interface Window {
    /** API calls of the current story that no handler answered: the runners fail on them. */
    __unhandledApiRequests?: string[];
  }
}

const isApi = (request: Request) => new URL(request.url).pathname.startsWith('/api/');

async function startWorker() {
  // Handlers given to setupWorker are the initial ones: they survive the addon's reset between
  // stories, which only removes what stories added.
  const worker = setupWorker(...handlers);
  // Counted in the page, synchronously: the runners wait until every API call is answered.
  const pending = new Set<string>();
  worker.events.on('request:start', ({ request, requestId }) => {
    if (isApi(request)) pending.add(requestId);
  });
  worker.events.on('request:end', ({ requestId }) => {
    pending.delete(requestId);
  });
  // Answers withheld on purpose (mocks' hang()) are pending states, not work to wait for.
  addBusySource('api', () => [...pending].filter((id) => !isHung(id)).length);
  addBusySource('hung', () => hungCount() - hungAtStoryStart);
  await worker.start({
    quiet: true,
    // Relative, so a Storybook published under a sub-path finds its worker too.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      // A story calling an endpoint nobody mocks is a bug in the story: say so loudly. Anything
      // else (fonts, chunks, locale files) goes to the network as usual.
      if (!isApi(request)) return;
      (window.__unhandledApiRequests ??= []).push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
  return worker;
}

const addonLoader = mswLoader(startWorker);

/** hungCount() when the current story started: earlier stories' withheld answers are not its own. */
let hungAtStoryStart = 0;

function storyHandlers(parameter: MswParameter | undefined): Record<string, AnyHandler | AnyHandler[]> {
  if (!parameter) return {};
  if (Array.isArray(parameter)) return { story: parameter };
  const list = parameter.handlers;
  if (!list) return {};
  return Array.isArray(list) ? { story: list } : list;
}

/**
 * Resets every mock backend's data, then installs (highest precedence first) the story's own
 * handlers, the scenario's handlers and, underneath, the defaults.
 */
export const mswStoryLoader: Loader = async (context) => {
  window.__unhandledApiRequests = [];
  hungAtStoryStart = hungCount();
  resetDb();
  const scenario = context.parameters.scenario as ScenarioParameter | undefined;
  const msw: MswParameter = {
    handlers: {
      ...storyHandlers(context.parameters.msw),
      ...(scenario !== undefined && { '~scenario': scenarioSet(scenario) }),
    },
  };
  // The addon reads `parameters.msw` and sets `context.msw`: give it a view of the context with
  // the merged handlers, then hand the worker back to the real context.
  const view = Object.create(context, { parameters: { value: { ...context.parameters, msw } } }) as typeof context;
  await addonLoader(view);
  context.msw = view.msw;
  return {};
};
