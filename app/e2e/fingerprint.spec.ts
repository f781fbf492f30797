import { expect, type Request } from '@playwright/test';
import { logIn, rendered, test } from './fixtures';
import { FINGERPRINT_AFTER_MS } from '../src/features/fingerprint/load';

test('a signed-in player reports the browser fingerprint after the page is shown, once a day', async ({ page }) => {
  const reports: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/fingerprint') && r.method() === 'POST') reports.push(r);
  });
  await logIn(page);
  await page.goto('/player/deposit');
  await rendered(page);

  await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
  const { fingerprint } = reports[0]!.postDataJSON() as { fingerprint: Record<string, unknown> };
  expect(fingerprint.fingerprint).toEqual(expect.stringMatching(/^\w{8,}$/));
  expect(fingerprint.screen).toMatch(/^\d+x\d+$/);
  expect(fingerprint.timezone).toBe('Asia/Vientiane');
  expect(fingerprint.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
  expect(String(fingerprint.languages)).toContain('lo-LA');
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('dokkham:fingerprint:')));
  expect(stored?.[1]).toContain(String(fingerprint.fingerprint));

  // the same day: nothing more to report
  await page.reload();
  await rendered(page);
  // Long enough for the check to have run (it waits FINGERPRINT_AFTER_MS, then for an idle moment).
  await page.waitForTimeout(FINGERPRINT_AFTER_MS + 3000);
  expect(reports).toHaveLength(1);
});
