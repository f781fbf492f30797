import { expect, type Page } from '@playwright/test';
import { inputLabelled, LANGUAGES, type Lng, logIn, rendered, test, text } from './fixtures';

const NATIVE: Record<Lng, string> = { lo: 'ລາວ', th: 'ไทย', cn: '中文', vn: 'Tiếng Việt' };
const TAG: Record<Lng, string> = { lo: 'lo-LA', th: 'th-TH', cn: 'zh-CN', vn: 'vi-VN' };

async function choose(page: Page, from: Lng, to: Lng) {
  await page.getByRole('button', { name: text(from, 'nav:language.current', { language: NATIVE[from] }) }).click();
  await page.getByRole('menuitemradio', { name: NATIVE[to] }).click();
}

test('the language switches at once and persists across reloads @desktop', async ({ page }) => {
  await page.goto('/');
  await rendered(page);
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });

  let current: Lng = 'lo';
  for (const next of [...LANGUAGES.slice(1), 'lo' as const]) {
    await choose(page, current, next);
    // at once: no reload
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(next, 'home:header.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', TAG[next]);
    expect(documents).toBe(0);

    await page.reload();
    await rendered(page);
    documents = 0;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(next, 'home:header.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', TAG[next]);
    current = next;
  }
});

test('the chosen language holds on the player pages and the login form', async ({ page }) => {
  await page.goto('/login');
  await rendered(page);
  await choose(page, 'lo', 'vn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('vn', 'auth:login.title'));
  await expect(inputLabelled(page, text('vn', 'auth:username'))).toBeVisible();

  await logIn(page);
  await page.goto('/player/deposit');
  await rendered(page);
  await expect(page.getByRole('button', { name: new RegExp(`^${text('vn', 'nav:navbar.userMenu')}`) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
});
