import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Request } from '@playwright/test';
import { E2E_AGENCY404_PORT } from './ports';
import { DEMO, lo, logIn, rendered, test } from './fixtures';

test.describe('guest guards', () => {
  test('a guest opening a player page is sent to /login and returns there after login', async ({ page }) => {
    await page.goto('/player/bank');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplayer%2Fbank$/);
    await rendered(page);

    await page.locator('input[name="username"]').fill(DEMO.username);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/player\/bank$/);
  });

  test('a redirect outside the player area is ignored: login goes to the player home', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fplayer');
    await rendered(page);
    await page.locator('input[name="username"]').fill(DEMO.username);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/player$/);
  });
});

test.describe('signed-in guards', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('the landing, /login and /register send a signed-in player to the player area @desktop', async ({ page }) => {
    for (const path of ['/', '/login', '/register']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/player$/);
    }
    // and /login keeps a valid redirect
    await page.goto('/login?redirect=%2Fplayer%2Fwithdraw%2Fhistory');
    await expect(page).toHaveURL(/\/player\/withdraw\/history$/);
  });

  test('a 401 mid-session sends the player to /login, back to where they were going', async ({ page, context }) => {
    await page.goto('/player/deposit');
    await rendered(page);
    // The session ends behind the app's back (expired, logged out elsewhere).
    await context.clearCookies();
    await page.locator('a[href="/player/withdraw"]:visible').first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplayer%2Fwithdraw$/);
    await rendered(page);
    await expect(page.locator('input[name="username"]')).toBeVisible();
  });

  // Issue 26: every value the route cannot use at once; each history a test of its own.
  for (const [path, endpoint, title] of [
    ['/player/deposit/history', '/api/v2/deposits', 'deposit:history.title'],
    ['/player/withdraw/history', '/api/v2/withdrawals', 'withdraw:history.title'],
    ['/player/promotion/history', '/api/v2/promotions/usages', 'promotion:history.title'],
  ] as const)
    test(`${path} with values it cannot use shows the history, and the API is asked only with what it can`, async ({ page }) => {
      const asked: Record<string, string>[] = [];
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname === endpoint) asked.push(Object.fromEntries(url.searchParams));
      });
      await page.goto(`${path}?page=abc&pageSize=100000&status=abc&from=notadate&to=2026-02-30`);
      await rendered(page);
      await expect(page.getByRole('heading', { name: lo(title), exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: lo('errors:boundary.title') })).toHaveCount(0);
      // The unusable ones dropped, the page size clamped to the largest.
      expect([...new Set(asked.map((query) => JSON.stringify(query)))]).toEqual([JSON.stringify({ page: '1', pageSize: '100' })]);
    });

  test('an unknown promotion id is Not Found', async ({ page }) => {
    await page.goto('/player/promotion/no-such-promotion');
    await expect(page.getByRole('heading', { name: lo('errors:notFound.title') })).toBeVisible();
  });
});

test('an unknown path shows Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: lo('errors:notFound.title') })).toBeVisible();
});

test('agency info 404 shows the agency error page; no WhatsApp button without a configured contact @desktop', async ({ page }) => {
  // The E2E build has no VITE_SUPPORT_WHATSAPP_URL: the button is hidden rather than pointing at
  // a wa.me without a number (the configured button is the AgencyErrorPage story's).
  for (const path of ['/', '/player/deposit']) {
    await page.goto(`http://localhost:${E2E_AGENCY404_PORT}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('errors:agency.title'));
    await expect(page.getByText(lo('errors:agency.text'))).toBeVisible();
    await expect(page.getByRole('link', { name: lo('errors:agency.whatsapp') })).toHaveCount(0);
  }
});

test.describe('failed lazy chunk', () => {
  // The guard of browsers without a service worker and of a first visit (src/lib/chunkReload.ts):
  // a page the worker controls gets its chunks from the precache (a deploy: update.spec.ts).
  test.use({ serviceWorkers: 'block' });
  // The login route's lazy chunk, from the build's manifest.
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string }>;
  const loginChunk = Object.entries(manifest).find(([src]) => src.startsWith('src/routes/login/index.tsx?tsr-split'))?.[1].file;

  test('reloads the page once, then the route opens', async ({ page }) => {
    expect(loginChunk, 'login chunk in the manifest').toBeTruthy();
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });
    // The first page cannot get the chunk (however often the browser asks: a modulepreload and
    // the import itself); the page loaded after the reload can.
    let failed = 0;
    await page.route(`**/${loginChunk}`, (route) => {
      if (documents > 1) return route.continue();
      failed++;
      return route.abort('failed');
    });

    await page.goto('/');
    await rendered(page);
    // The app's own frame (the prerendered one, kept until then, has plain links that load a page).
    await expect(page.locator('[data-shell-part]')).toHaveCount(0);
    await page.locator('a[href="/login"]:visible').first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    expect(documents).toBe(2);
    // the flag is cleared once the page loaded its chunks, so a later deploy recovers the same way
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('dokkham:chunk-reload'))).toBeNull();
  });

  test('does not loop when the chunk keeps failing: one reload, then the error page', async ({ page }) => {
    await page.route(`**/${loginChunk}`, (route) => route.abort('failed'));
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });

    await page.goto('/');
    await rendered(page);
    // The app's own frame (the prerendered one, kept until then, has plain links that load a page).
    await expect(page.locator('[data-shell-part]')).toHaveCount(0);
    await page.locator('a[href="/login"]:visible').first().click();
    await expect(page.getByRole('heading', { name: lo('errors:boundary.title') })).toBeVisible();
    // stays put: no further reloads
    await page.waitForTimeout(1500);
    expect(documents).toBe(2);
    // it was the app's guard that reloaded, and its flag stays while the chunk keeps failing
    expect(await page.evaluate(() => sessionStorage.getItem('dokkham:chunk-reload'))).not.toBeNull();
  });
});
