import { expect } from '@playwright/test';
import { lo, logIn, registerViaApi, rendered, test, toasts, uniqueUsername } from './fixtures';

test('a new player adds a bank account and sees it shown, with no second form', async ({ page }) => {
  const who = { username: uniqueUsername('bk'), password: 'bank-pass-1' };
  await registerViaApi(page, who);
  await logIn(page, who);
  await page.goto('/player/bank');
  await rendered(page);

  // A number no other run uses (the mock refuses the same bank and number twice).
  const accountNumber = `0302${Date.now().toString().slice(-10)}${Math.floor(Math.random() * 10)}7`;
  await page.locator('select[name="bankCode"]').selectOption('LDB');
  await page.locator('input[name="accountNumber"]').fill(accountNumber);
  await page.locator('input[name="accountName"]').fill('Somsack Phommachanh');
  await page.getByRole('radio', { name: lo('bank:owner.SELF') }).check();
  await page.getByRole('button', { name: lo('bank:add.submit') }).click();

  await expect(toasts(page).getByText(lo('bank:added'))).toBeVisible();
  await expect(page.getByText(accountNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: lo('bank:add.submit') })).toHaveCount(0);
});

test("demo's home shows the four credits", async ({ page }) => {
  await logIn(page);
  await page.goto('/player');
  await rendered(page);
  for (const provider of ['alphabet', 'askmebet', 'gclub', 'gclub_live'])
    await expect(page.getByRole('heading', { name: lo(`common:provider.${provider}`), level: 3, exact: true })).toBeVisible();
  await expect(page.getByText('THB').first()).toBeVisible();
});
