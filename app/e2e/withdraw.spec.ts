import { expect, type Page } from '@playwright/test';
import { ORDER_POLL_MS } from '../src/features/orders/pollPolicy';
import { later, lo, logIn, movableClock, rendered, resetMock, test } from './fixtures';

/**
 * Withdraw through the real server (mock agency backend over HTTP, automatic decisions off): the
 * staff's approval or rejection comes from the mock's control endpoint, like a real back office.
 */

interface Withdrawal {
  code: string;
  status: string;
  credit: string;
  amount: string;
}

async function openWithdrawals(page: Page): Promise<Withdrawal[]> {
  const answer = await page.request.get('/api/v2/withdrawals/open');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { withdrawals: Withdrawal[] }).withdrawals;
}

async function gclubCredit(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v2/players/credits/gclub');
  return ((await answer.json()) as { credit: { amount: string } }).credit.amount;
}

async function decide(page: Page, code: string, outcome: 'SUCCESS' | 'REJECTED') {
  const answer = await page.request.post(`/api/__mock/withdrawals/${code}/decide`, { data: { outcome } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function openForm(page: Page) {
  await resetMock(page);
  // The staff's decision reaches the page at its next poll: tests move its clock there.
  await movableClock(page);
  await logIn(page);
  await page.goto('/player/withdraw');
  await rendered(page);
  await page.getByRole('radio', { name: /GClub\b(?! Live)/ }).check();
}

const submit = (page: Page) => page.getByRole('button', { name: lo('withdraw:form.submit') });
const confirmation = (page: Page) => page.getByRole('alertdialog', { name: lo('withdraw:confirm.title') });
/** The confirmation's yes: only this sends the request. */
const confirm = (page: Page) => confirmation(page).getByRole('button', { name: lo('withdraw:confirm.submit') }).click();
const waiting = (page: Page) => page.getByRole('heading', { name: lo('withdraw:pending.title') });

test('demo withdraws: waiting state, the staff approve, success and the credit follow without a click; the history has the row @desktop', async ({ page }) => {
  await openForm(page);
  expect(await gclubCredit(page)).toBe('3400.00');
  await page.locator('input[name="credit"]').fill('1000');
  // The breakdown before confirming (1,000 x buy rate 640).
  await expect(page.locator('dl[aria-live]')).toContainText('640.000');
  await submit(page).click();
  // Asked first, with the same breakdown; nothing sent until the player says yes.
  await expect(confirmation(page)).toContainText('640.000');
  expect(await openWithdrawals(page)).toHaveLength(0);
  await confirm(page);

  await expect(waiting(page)).toBeVisible();
  await expect(page.getByText(lo('withdraw:pending.text'))).toBeVisible();
  const [open] = await openWithdrawals(page);
  expect(open).toMatchObject({ status: 'OPEN', credit: '1000.00', amount: '640000' });
  expect(await gclubCredit(page)).toBe('2400.00');

  await decide(page, open!.code, 'SUCCESS');
  await later(page, ORDER_POLL_MS);
  await expect(page.getByRole('heading', { name: lo('withdraw:successTitle') })).toBeVisible();
  // The value received, as the breakdown said it.
  await expect(page.locator('main output')).toContainText(/640\.000/);

  // The credit on the form is the new one.
  await page.getByRole('button', { name: lo('withdraw:result.newWithdrawal') }).click();
  await expect(page.getByRole('radio', { name: /GClub\b(?! Live)/ })).toHaveAccessibleDescription(/2\.400,00/);

  await page.goto(`/player/withdraw/history?status=SUCCESS`);
  await rendered(page);
  // The table (desktop) or the cards (phone), whichever is shown.
  await expect(page.getByText(open!.code).filter({ visible: true }).first()).toBeVisible();
});

test('a double click asks once and makes one withdrawal', async ({ page }) => {
  await openForm(page);
  await page.locator('input[name="credit"]').fill('500');
  await submit(page).dblclick();
  await expect(confirmation(page)).toHaveCount(1);
  await confirmation(page).getByRole('button', { name: lo('withdraw:confirm.submit') }).dblclick();
  await expect(waiting(page)).toBeVisible();
  expect(await openWithdrawals(page)).toHaveLength(1);
  const page1 = await page.request.get('/api/v2/withdrawals?status=OPEN');
  expect(((await page1.json()) as { total: number }).total).toBe(1);
  expect(await gclubCredit(page)).toBe('2900.00');
});

test('over the credit is refused with a message and nothing is created', async ({ page }) => {
  await openForm(page);
  await page.locator('input[name="credit"]').fill('5000');
  await submit(page).click();
  // On the field, marked invalid; nothing to confirm.
  await expect(page.locator('input[name="credit"]')).toHaveAttribute('aria-invalid', 'true');
  const notEnough = lo('errors:codes.CREDIT_NOT_ENOUGH').split('{{')[0]!.trim();
  await expect(page.locator('input[name="credit"]')).toHaveAccessibleDescription(new RegExp(`${notEnough}.*3\\.400,00\\sTHB`));
  await expect(confirmation(page)).toHaveCount(0);
  await expect(page.locator('input[name="credit"]')).toHaveValue('5000');
  expect(await openWithdrawals(page)).toHaveLength(0);
  expect(await gclubCredit(page)).toBe('3400.00');
});

test('a rejected withdrawal says so, and the credit comes back', async ({ page }) => {
  await openForm(page);
  await page.locator('input[name="credit"]').fill('1000');
  await submit(page).click();
  await confirm(page);
  await expect(waiting(page)).toBeVisible();
  const [open] = await openWithdrawals(page);
  await decide(page, open!.code, 'REJECTED');
  await later(page, ORDER_POLL_MS);
  await expect(page.getByRole('heading', { name: lo('withdraw:rejected') })).toBeVisible();
  await expect(page.getByText(lo('withdraw:result.rejectedText'))).toBeVisible();
  expect(await gclubCredit(page)).toBe('3400.00');
});

test('a withdrawal being checked is shown again after a reload', async ({ page }) => {
  await openForm(page);
  await page.locator('input[name="credit"]').fill('1000');
  await submit(page).click();
  await confirm(page);
  await expect(waiting(page)).toBeVisible();
  await page.reload();
  await rendered(page);
  await expect(waiting(page)).toBeVisible();
  await expect(submit(page)).toHaveCount(0);
});
