// What the automated runners (test-runner, visual suite) need to know from inside the preview:
// when a story has completely finished (loaders, render, play function, afterEach) and whether
// it failed. Storybook announces both on its channel; the visual runner reads them from here.
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ARGS_UPDATED,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_MISSING,
  STORY_PREPARED,
  STORY_RENDERED,
  STORY_THREW_EXCEPTION,
  UNHANDLED_ERRORS_WHILE_PLAYING,
  type StoryFinishedPayload,
} from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

/** True under Playwright/WebDriver (test-runner, visual suite, E2E): never for a person. */
export const isAutomated = typeof navigator !== 'undefined' && navigator.webdriver === true;

export interface StoryStatus {
  storyId: string;
  status: 'success' | 'error';
  errors: string[];
}

declare global {
  interface Window {
    /** Set when the current story has finished; read by .storybook/visual/visual.spec.ts. */
    __storyStatus?: StoryStatus;
    /** Work in flight in the page that will end by itself (API requests, queries, mutations;
     * deliberately withheld answers excluded): runners wait for 0. */
    __storyBusy?: () => number;
    /** Grows with every DOM change and story event: a story that makes progress is not stuck. */
    __storyProgress?: () => number;
  }
}

/**
 * Sources of in-flight work, registered by the preview (query cache) and lib/msw.ts (requests):
 * `api` counts requests that will be answered, `hung` the answers the current story withholds on
 * purpose (mocks' hang()), `queries` the query client's fetches and mutations, each of which may
 * be waiting on one of those withheld answers.
 */
type WorkKind = 'api' | 'hung' | 'queries';
const busySources: Record<WorkKind, Set<() => number>> = { api: new Set(), hung: new Set(), queries: new Set() };
export function addBusySource(kind: WorkKind, count: () => number): () => void {
  busySources[kind].add(count);
  return () => busySources[kind].delete(count);
}
const total = (kind: WorkKind) => [...busySources[kind]].reduce((sum, count) => sum + count(), 0);

const describe = (value: unknown): string => {
  if (value && typeof value === 'object') {
    const { message, description, stack } = value as { message?: string; description?: string; stack?: string };
    return stack ?? message ?? description ?? JSON.stringify(value);
  }
  return String(value);
};

let errors: string[] = [];
/** Errors left out of `errors` (the browser's own, see record) since the last story finished. */
let ignored = 0;

export function installHarness(): void {
  window.__storyBusy = () => total('api') + Math.max(0, total('queries') - total('hung'));
  let progress = 0;
  window.__storyProgress = () => progress;
  new MutationObserver(() => {
    progress += 1;
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  const channel = addons.getChannel();
  for (const event of [STORY_FINISHED, STORY_PREPARED, STORY_RENDERED, PLAY_FUNCTION_THREW_EXCEPTION, STORY_ARGS_UPDATED]) {
    channel.on(event, () => {
      progress += 1;
    });
  }
  const record = (error: unknown) => {
    const text = describe(error);
    // Chromium's own periodic update check of msw's service worker, rejected when the addon has
    // just re-registered it: the test infrastructure, not the story.
    if (text.includes('Failed to update a ServiceWorker')) {
      ignored += 1;
      return;
    }
    errors.push(text);
  };
  channel.on(STORY_ERRORED, record);
  channel.on(STORY_THREW_EXCEPTION, record);
  channel.on(PLAY_FUNCTION_THREW_EXCEPTION, record);
  channel.on(UNHANDLED_ERRORS_WHILE_PLAYING, (list: unknown[]) => list.forEach(record));
  channel.on(STORY_MISSING, (storyId: string) => {
    window.__storyStatus = { storyId, status: 'error', errors: [`Story not found: ${storyId}`] };
  });
  channel.on(STORY_FINISHED, ({ storyId, status, reporters }: StoryFinishedPayload) => {
    // The suite trusts this payload's shape (lib/previewApi.ts): a change fails the story by name.
    if (typeof storyId !== 'string' || !['success', 'error'].includes(status) || !Array.isArray(reporters)) {
      window.__storyStatus = { storyId: String(storyId), status: 'error', errors: [`STORY_FINISHED changed its payload: ${JSON.stringify({ storyId, status })}`] };
      return;
    }
    // Storybook marks the story failed for any unhandled rejection while playing, the ignored
    // ones included: then only a failed report (or a recorded error) still fails it.
    const failedReports = reporters.filter((r) => r.status === 'failed');
    const onlyIgnored = status === 'error' && errors.length === 0 && failedReports.length === 0 && ignored > 0;
    const reportErrors = failedReports.map((r) => `${r.type} report failed: ${JSON.stringify(r.result).slice(0, 2000)}`);
    window.__storyStatus = {
      storyId,
      status: errors.length > 0 ? 'error' : onlyIgnored ? 'success' : status,
      errors: [...errors, ...reportErrors],
    };
    errors = [];
    ignored = 0;
  });
}
