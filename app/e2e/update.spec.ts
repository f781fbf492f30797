/**
 * A deploy while the app is open (src/pwa/update.ts): the open tab keeps its own build, its chunks
 * from the precache even once the server has only the new build's; the new worker waits while
 * another tab runs the old build, and takes over on the next in-app navigation once this tab is
 * alone, which becomes a full page load of the new build; the old build's entries are cleaned.
 *
 * Its own server on copies of dist/ (the shared E2E server must keep one build): the first build,
 * then the next one (e2e/deploy.ts) on the same origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIST_DIR, startDokkham, type RunningDokkham } from '../scripts/server.mjs';
import { fakeNextBuild } from './deploy';
import { lo, rendered } from './fixtures';
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

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('a deploy: the open tab keeps its build; the next navigation, alone, switches to the new one', async ({ page, context }) => {
  test.setTimeout(120_000);
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
  const next = fakeNextBuild(DIST_DIR, join(work, 'next'));
  const [oldLogin, newLogin] = [...next.renamed][0]!;
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
  expect(await page.locator('meta[name="dokkham-build"]').count()).toBe(0);

  // Alone again: the next navigation to another page loads it in full from the new build.
  await other.close();
  await page.locator('a[href="/register"]:visible').first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('auth:register.title'));
  expect(documents, 'one full page load').toBe(1);
  await expect(page.locator('meta[name="dokkham-build"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

  // The old build's entries are gone, the new build's are there.
  const urls = await cachedUrls(page);
  expect(urls).toContain(`/${newLogin}`);
  expect(urls).not.toContain(`/${oldLogin}`);
  expect(urls.filter((u) => [...next.renamed.keys()].some((old) => u === `/${old}`))).toEqual([]);
});
