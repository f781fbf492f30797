/**
 * The installable app and its offline shell (src/sw, src/pwa): after a first visit the service
 * worker controls the page; cut off from the network the app still opens (a reload, a fresh
 * navigation) and says it is offline in the player's language, and comes back by itself; the API
 * is never answered by the worker; Chromium finds the app installable. Updates: update.spec.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Response } from '@playwright/test';
import { launchOptions } from '../scripts/chromium.cjs';
import { DEMO, LANGUAGES, lo, logIn, rendered, test, text, toasts } from './fixtures';
import { swControls } from './pwa';

/** LANGUAGE_STORAGE_KEY of @dokkham/i18n: where the player's language is kept. */
const LANGUAGE_KEY = 'dokkham.language';

for (const lng of LANGUAGES) {
  test(`offline after a first visit (${lng}): the app opens, says it is offline, and comes back by itself`, async ({ page, context }) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, lng] as const);
    await page.goto('/');
    await rendered(page);
    await swControls(page);

    await context.setOffline(true);
    for (const open of ['a reload', '/login', '/player/deposit']) {
      const response = open === 'a reload' ? await page.reload() : await page.goto(open);
      expect(response?.fromServiceWorker(), `${open}: the page from the service worker`).toBe(true);
      // with the headers the server sent it with (kept in the precache): the same CSP
      expect(response?.headers()['content-security-policy'], open).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1 }), open).toHaveText(text(lng, 'common:network.title'));
      await expect(page.getByText(text(lng, 'common:network.offline'))).toBeVisible();
      await expect(page.getByRole('button', { name: text(lng, 'common:action.retry') })).toBeVisible();
    }

    // The `online` event retries by itself: a guest on /player/deposit goes on to the login form.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplayer%2Fdeposit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lng, 'auth:login.title'));
  });
}

test('signed in: opened offline, a player page says so; back online it loads, the session intact', async ({ page, context }) => {
  await logIn(page);
  await page.goto('/player/deposit');
  await rendered(page);
  await swControls(page);

  await context.setOffline(true);
  await page.goto('/player/withdraw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('common:network.title'));
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('withdraw:title'));
  await expect(page).toHaveURL(/\/player\/withdraw$/);

  // Offline in the open app, another page's data waits for the network: the page says offline
  // (inside the frame) instead of a spinner, and opens by itself once the network is back.
  await context.setOffline(true);
  await page.locator('a[href="/player/deposit"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('common:network.title'));
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('deposit:title'));
});

test('the API is never answered by the service worker: no cache, not even the worker on the way', async ({ page, context }) => {
  await page.goto('/');
  await rendered(page);
  await swControls(page);

  const api: Response[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r);
  });
  await page.reload();
  await rendered(page);
  expect(api.length).toBeGreaterThan(0);
  for (const r of api) expect(r.fromServiceWorker(), r.url()).toBe(false);
  // Chromium's static route sends /api to the network without starting the worker.
  const sources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => (e as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType),
  );
  expect(sources.length).toBeGreaterThan(0);
  expect(new Set(sources)).toEqual(new Set(['network']));

  // Opened as a page, an API path is the API's answer (the mock's control endpoints too), not the app.
  for (const path of ['/api/v2/agency/info', '/api/__mock/state']) {
    const answer = await page.goto(path);
    expect(answer?.fromServiceWorker(), path).toBe(false);
    expect(answer?.headers()['content-type'], path).toMatch(/json/);
  }

  // Offline, no answer comes from a cache.
  await page.goto('/');
  await rendered(page);
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/v2/agency/info').then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(offline).toBe('failed');
});

test('installable: the manifest is linked and valid, its icons exist, Chromium finds no installability error', async ({ baseURL }) => {
  // A profile of its own: Chromium reports every incognito context (Playwright's default) as not installable.
  const profile = mkdtempSync(join(tmpdir(), 'dokkham-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions(), baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await rendered(page);
    await swControls(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await answer.text()) as { icons: Array<{ src: string; sizes: string; purpose: string }> } & Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Dokkham', lang: 'lo', start_url: '/', scope: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }

    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the connection dropping is said at once, and its coming back, before any action fails', async ({ page, context }) => {
  await logIn(page, DEMO);
  await page.goto('/player');
  await rendered(page);
  await context.setOffline(true);
  await expect(toasts(page).getByText(lo('common:network.offline'))).toBeVisible();
  await context.setOffline(false);
  await expect(toasts(page).getByText(lo('common:network.online'))).toBeVisible();
  await expect(toasts(page).getByText(lo('common:network.offline'))).toHaveCount(0);
});
