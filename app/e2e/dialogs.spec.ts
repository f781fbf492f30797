import { expect, type Page } from '@playwright/test';
import { DEMO, lo, logIn, rendered, resetMock, test } from './fixtures';

/*
 * Where dialogs sit. While a dialog is open the page keeps its scrollbar's room (the scroll lock's
 * scrollbar-gutter), so the layers measure in vw: the sheet reaches the window's right edge, a
 * dialog sits in the window's centre. (Headless Chromium draws no scrollbar, even with the app's
 * scrollbar-color turned off and --hide-scrollbars dropped: the 15 px gutter of a desktop could not
 * be made here, so this checks the geometry without it.)
 */

const qrDialog = (page: Page) => page.getByRole('dialog', { name: lo('deposit:qr.title') });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('the QR sheet reaches the right edge, the dialog is centred; Escape gives focus back to the page @desktop-only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO);
  await page.goto('/player/deposit');
  await rendered(page);
  await page.locator('input[name="amount"]').fill('680000');
  await page.getByRole('button', { name: lo('deposit:form.submit') }).click();
  await expect(qrDialog(page)).toBeVisible();
  const edges = () =>
    qrDialog(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
  await expect.poll(async () => { const e = await edges(); return [e.left, e.right]; }).toEqual([0, 390]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => { const e = await edges(); return Math.round(e.left + e.right); }).toBe(1280);
  await page.keyboard.press('Escape');
  await expect(qrDialog(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
});
