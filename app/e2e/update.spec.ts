/**
 * A deploy while the app is open (src/pwa/update.ts): the open tab keeps its own build, its chunks
 * from the precache even once the server has only the new build's; the new worker waits while
 * another tab runs the old build, and takes over on the next in-app navigation once this tab is
 * alone, which becomes a full page load of the new build; the old build's entries are cleaned.
 *
 * Its own server (the shared E2E server keeps one build): dist/, then the next build (built for
 * real by e2e/deploy.ts into a folder of its own) on the same origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DIST_DIR, startDokkham, type RunningDokkham } from '../scripts/server.mjs';
import { buildFiles, buildNextVersion } from './deploy';
import { lo, rendered, test } from './fixtures';
import { swControls } from './pwa';

let work: string;
let server: RunningDokkham | undefined;

test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dokkham-deploy-'));
});
test.afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The files this document loaded (its performance timeline starts anew with each document). */
const loaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('a deploy: the open tab keeps its build; the next navigation, alone, switches to the new one', async ({ page, context }) => {
  // A production build runs inside it.
  test.setTimeout(300_000);
  // The first build, as the player opens the app.
  server = await startDokkham({ port: 0, distDir: DIST_DIR, mockControl: true });
  const origin = server.url;
  const port = Number(new URL(origin).port);
  await page.goto(`${origin}/`);
  await rendered(page);
  await swControls(page);
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });

  // The deploy: the server now has only the next build.
  const first = buildFiles(DIST_DIR);
  const next = await buildNextVersion(join(work, 'next'));
  expect(next.login, 'the deploy renamed the login chunk').not.toBe(first.login);
  const [oldLogin, newLogin] = [first.login, next.login];
  await server.close();
  server = await startDokkham({ port, distDir: join(work, 'next'), mockControl: true });
  // The browser finds the new worker (on a full load, or the app's own check on coming back).
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)).toBe('installed');

  // Another tab still runs the old build: the new worker waits, and this tab keeps its own chunks,
  // which only the precache still has.
  const other = await context.newPage();
  await other.goto(`${origin}/`);
  await rendered(other);
  const loginChunk = page.waitForResponse((r) => r.url().endsWith(`/${oldLogin}`));
  await page.locator('a[href="/login"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('auth:login.title'));
  const chunk = await loginChunk;
  expect(chunk.status()).toBe(200);
  expect(chunk.fromServiceWorker(), 'the old chunk comes from the precache').toBe(true);
  expect((await page.request.get(`${origin}/${oldLogin}`)).status(), 'the server has only the new build').toBe(404);
  expect(documents, 'no reload').toBe(0);
  expect(await loaded(page), 'still the first build').toContain(`/${first.entry}`);

  // Alone again: the next navigation to another page loads it in full from the new build. By
  // keyboard, and once the router's preload on focus is done: a tap or hover on a link makes
  // Chromium start the old worker again ("warm-up"), which holds the new one's activation back for
  // about 30 s, and the app then leaves the switch to a later navigation (serviceWorker.ts).
  await other.close();
  const registerLink = page.locator('a[href="/register"]:visible').first();
  const preloaded = page.waitForResponse((r) => /\/assets\/register-[^/]*\.js$/.test(r.url()));
  await registerLink.focus();
  await preloaded;
  await registerLink.press('Enter');
  await expect(page).toHaveURL(/\/register$/);
  // A prerendered page: its heading paints before the app's code is asked for; wait for the app.
  await rendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('auth:register.title'));
  expect(documents, 'one full page load').toBe(1);
  const now = await loaded(page);
  expect(now, 'the new build').toContain(`/${next.entry}`);
  expect(now).not.toContain(`/${first.entry}`);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

  // The old build's entries are gone, the new build's are there.
  const urls = await cachedUrls(page);
  expect(urls).toContain(`/${newLogin}`);
  expect(urls).toContain(`/${next.entry}`);
  expect(urls).not.toContain(`/${oldLogin}`);
  expect(urls).not.toContain(`/${first.entry}`);
});
