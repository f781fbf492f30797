// What the story suite (visual/visual.spec.ts) uses of Storybook's preview that is not a public API,
// in one place: the preview's globals on `window`, its story store, and the channel events the
// Storybook UI itself sends. Kept, not replaced by a page load per story (iframe.html?id=...), because
// loading the preview costs several stories' time (measured: app/README.md, CI time). Every item is
// exercised by the suite's first test (visual.spec.ts, "Storybook's preview as the suite drives it"):
// an upgrade that changes one fails there, loudly and by name, never silently.
import type { Page } from '@playwright/test';
import { GLOBALS_UPDATED, SET_CURRENT_STORY, UPDATE_GLOBALS } from 'storybook/internal/core-events';

/** The Storybook minor these internals were last checked against (the first test names it when it fails). */
export const STORYBOOK_CHECKED = '10.6';

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: {
      emit(event: string, payload: unknown): void;
      once(event: string, listener: (payload: unknown) => void): void;
    };
    __STORYBOOK_PREVIEW__?: {
      storyStore?: { loadStory?(a: { storyId: string }): Promise<{ parameters: Record<string, unknown> }> };
    };
  }
}

/** What a change of these internals looks like in the suite's output. */
export class PreviewInternalsChanged extends Error {
  constructor(what: string) {
    super(
      `Storybook's preview no longer offers ${what}, which the story suite drives (.storybook/lib/previewApi.ts, ` +
        `checked against Storybook ${STORYBOOK_CHECKED}): adapt that module to the new version.`,
    );
  }
}

/** How long a freshly loaded preview may take to offer its channel and store (it boots after the load event). */
const BOOT_LIMIT_MS = 60_000;

/** Loads a fresh preview (iframe.html) and sets its `locale` global, which stays for all its stories. */
export async function openPreview(page: Page, locale: string): Promise<void> {
  await page.goto('iframe.html');
  try {
    await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined && window.__STORYBOOK_PREVIEW__ !== undefined, undefined, {
      timeout: BOOT_LIMIT_MS,
    });
  } catch {
    throw new PreviewInternalsChanged('window.__STORYBOOK_ADDONS_CHANNEL__ and window.__STORYBOOK_PREVIEW__');
  }
  await page.evaluate(
    ({ lng, update, updated }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
        channel.once(updated, resolve);
        channel.emit(update, { globals: { locale: lng } });
      }),
    { lng: locale, update: UPDATE_GLOBALS, updated: GLOBALS_UPDATED },
  );
}

/**
 * Some of a story's parameters as the preview resolved them (project, component and story): the
 * named ones, serialisable parts only (selectors, rule ids, modes; not handlers or components).
 */
export async function storyParameters(page: Page, storyId: string, names: readonly string[]): Promise<Record<string, unknown>> {
  const offered = await page.evaluate(() => typeof window.__STORYBOOK_PREVIEW__?.storyStore?.loadStory === 'function');
  if (!offered) throw new PreviewInternalsChanged('__STORYBOOK_PREVIEW__.storyStore.loadStory()');
  return page.evaluate(
    async ({ id, keys }) => {
      const { parameters } = await window.__STORYBOOK_PREVIEW__!.storyStore!.loadStory!({ storyId: id });
      return Object.fromEntries(keys.map((key) => [key, JSON.parse(JSON.stringify(parameters[key] ?? null)) as unknown]));
    },
    { id: storyId, keys: names },
  );
}

/** Renders a story in the open preview, as the Storybook UI does when a story is picked. */
export async function selectStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    ({ id, event }) => {
      window.__storyStatus = undefined;
      window.__STORYBOOK_ADDONS_CHANNEL__!.emit(event, { storyId: id, viewMode: 'story' });
    },
    { id: storyId, event: SET_CURRENT_STORY },
  );
}
