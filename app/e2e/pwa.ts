import { expect, type Page } from '@playwright/test';

/**
 * The app's service worker controls the page: registered after the first paint, installed (its
 * precache complete) and activated, it claims the page that installed it.
 */
export async function swControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}
