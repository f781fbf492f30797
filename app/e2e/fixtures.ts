import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@dokkham/api/values';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { workerPort } from './ports';

/**
 * Playwright's test, against the worker's own server (ports.ts): the mock behind it is this worker's
 * alone, so a spec that resets it or moves its clock touches no journey running beside it.
 */
export const test = base.extend({
  // Playwright reads a fixture's needs from the pattern of its first parameter: none here.
  // oxlint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${workerPort(testInfo.parallelIndex)}`),
});

/** Seeded players of the mock backend (mocks/src/db/seed/players.ts). */
export const DEMO = { username: 'demo', password: 'demo1234' } as const;

const localesDir = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));

export { LANGUAGES };
export type Lng = (typeof LANGUAGES)[number];

/** A text by language and i18n key ('errors:notFound', 'nav:login'), values interpolated: tests assert what players read. */
export function text(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const json = JSON.parse(readFileSync(`${localesDir}${lng}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
  if (typeof value !== 'string') throw new Error(`No ${lng} text for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A Lao text by i18n key. */
export function lo(key: string, values?: Record<string, string | number>): string {
  return text('lo', key, values);
}

/**
 * The toast area (Radix Toast's region, in Lao): its list holds the toast shown. Also while a modal
 * dialog hides the rest of the page from assistive technology.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: lo('ui:toast.region', { hotkey: 'F8' }), includeHidden: true });
}

/** Puts the worker's mock backend back to its seed (players, sessions, device registrations). */
export async function resetMock(page: Page): Promise<void> {
  const answer = await page.request.post('/api/__mock/reset');
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A username no other test run uses (lowercase letters and digits, within the 16-character limit). */
export function uniqueUsername(prefix = 'p'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
}

/** Registers a player through the API, as its own device (the mock allows 3 registrations per device). */
export async function registerViaApi(page: Page, who: { username: string; password: string }): Promise<void> {
  const fingerprint = `e2e-${who.username}`;
  const answer = await page.request.post('/api/v2/players/register', {
    data: { ...who, confirmPassword: who.password, fingerprint, adult: true },
    headers: { 'X-Fingerprint': fingerprint },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Logs in through the API (the cookie lands in the page's browser context). */
export async function logIn(page: Page, who: { username: string; password: string } = DEMO): Promise<void> {
  const answer = await page.request.post('/api/v2/players/login', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * The app has replaced the boot screen and shows a page. The pointer moves first, as a player's
 * would: a prerendered page starts the app then, not 3 s after its paint (firstpaint.spec.ts tests
 * both); it ends near the top-left corner, over nothing that reacts.
 */
export async function rendered(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  // Every page a journey shows, whole (frame and content together), fits its width. The frame's
  // parts and every screen's states are checked at five widths in four languages by the story
  // suite (.storybook/lib/layout.ts); this is the composition, for free.
  // (Polled: the page may still be taking its fonts and lazy parts.)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${page.url()} scrolls sideways` })
    .toBeLessThanOrEqual(0);
}

/**
 * Makes the page's timers movable (Playwright's clock; time still flows as usual): call before the
 * page loads, then `later()` where a test needs time to pass.
 */
export async function movableClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Moves the page's clock `ms` forward: every timer due by then (the next poll of an order in flight:
 * ORDER_POLL_MS) fires now, instead of the test waiting for it. Needs movableClock().
 */
export async function later(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (a required field's label ends with a "*" mark). */
export function inputLabelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}
