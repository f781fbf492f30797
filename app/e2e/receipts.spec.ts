import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { ORDER_POLL_MS } from '../src/features/orders/pollPolicy';
import { DEMO, later, lo, logIn, movableClock, rendered, resetMock, test } from './fixtures';

/*
 * Receipts (issue 29): a deposit paid through the mock bank, opened from its history row, its
 * timeline, saved as an image, and "Report a problem" with the message already written.
 */

async function paidDeposit(page: Page): Promise<string> {
  await logIn(page, DEMO);
  await page.goto('/player/deposit');
  await rendered(page);
  await page.locator('input[name="provider"][value="alphabet"]').check();
  await page.locator('input[name="amount"]').fill('200000');
  await page.getByRole('button', { name: lo('deposit:form.submit') }).click();
  await expect(page.getByRole('dialog', { name: lo('deposit:qr.title') })).toBeVisible();
  const open = (await (await page.request.get('/api/v2/deposits/open')).json()) as { orders: { code: string }[] };
  const code = open.orders[0]!.code;
  const paid = await page.request.post(`/api/__mock/deposits/${code}/pay`, { data: { outcome: 'SUCCESS' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return code;
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await movableClock(page);
});

test('a paid deposit: from its history row to its receipt, saved as an image, a problem reported @desktop', async ({ page }, testInfo) => {
  const code = await paidDeposit(page);

  await page.goto('/player/deposit/history');
  await rendered(page);
  // The whole row (a card on a phone) opens the receipt: its link is the code.
  await page.getByRole('link', { name: code }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/player/deposit/history/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: lo('receipt:title.deposit') })).toBeVisible();

  // The timeline's steps (ui's Receipt marks each with its state).
  const steps = page.locator('li[data-state]');
  await expect(steps).toHaveCount(3);
  for (const [i, step] of ['CREATED', 'PAID', 'CREDITED'].entries()) {
    await expect(steps.nth(i)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(i)).toContainText(lo(`receipt:step.${step}`));
  }
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Save as image: no file sharing in this browser, so the PNG is downloaded.
  await page.evaluate(() => Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true }));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: lo('receipt:save') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${code}.png`);
  const png = await readFile((await file.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.length).toBeGreaterThan(5000);
  // Kept with the test's output, to be looked at.
  await file.saveAs(testInfo.outputPath(`receipt-${testInfo.project.name}.png`));

  // Report a problem: the agency's WhatsApp, in a new tab, the message naming the order.
  const report = page.getByRole('link', { name: new RegExp(lo('receipt:report')) });
  await expect(report).toHaveAttribute('target', '_blank');
  const href = new URL((await report.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/8562055512345');
  const message = href.searchParams.get('text') ?? '';
  expect(message).toContain(code);
  expect(message).toMatch(/200\.000\sLAK/);
  expect(message).toContain(lo('common:provider.alphabet'));
});

test('from the QR dialog\'s success to the receipt; where the browser shares files, the PNG goes to the share sheet', async ({ page }) => {
  const code = await paidDeposit(page);
  // The dialog's next poll sees the payment; its success links to the receipt.
  await later(page, ORDER_POLL_MS);
  const success = page.getByRole('dialog', { name: lo('deposit:qr.successTitle') });
  await expect(success.getByRole('link', { name: new RegExp(lo('receipt:report')) })).toBeVisible();
  await success.getByRole('link', { name: lo('receipt:view') }).click();
  await expect(page).toHaveURL(new RegExp(`/player/deposit/history/${code}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: lo('receipt:title.deposit') })).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { shared?: { name: string; type: string; size: number }[] };
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { files: File[] }) => {
        w.shared = data.files.map((f) => ({ name: f.name, type: f.type, size: f.size }));
      },
    });
  });
  await page.getByRole('button', { name: lo('receipt:save') }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: unknown[] }).shared)).toEqual([
    { name: `receipt-${code}.png`, type: 'image/png', size: expect.any(Number) },
  ]);
});

test("a code that is not the player's shows a not-found state in the page", async ({ page }) => {
  await logIn(page, DEMO);
  await page.goto('/player/withdraw/history/WD00000000000');
  await rendered(page);
  await expect(page.getByRole('heading', { name: lo('receipt:notFound.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: lo('receipt:back') })).toBeVisible();
});
