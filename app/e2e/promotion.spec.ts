import { expect, type Page } from '@playwright/test';
import { DEMO, lo, logIn, registerViaApi, rendered, resetMock, test, toasts, uniqueUsername } from './fixtures';

/** Seeded promotions (mocks/src/db/seed/promotions.ts), by their Lao titles. */
// FIXED_CREDIT, exactly 680,000 kip: +300 (the agency's title carries its amounts as values: the app writes them).
const FIX300 = /ຝາກ 680\.000\sLAK ຮັບຟຣີ 300,00\sTHB/;
const DAILY10 = 'ໂບນັດເງິນຝາກປະຈຳວັນ 10%'; // DEPOSIT_BONUS, every provider

const card = (page: Page, title: string | RegExp) => page.getByRole('article', { name: title });
const inUsePanel = (page: Page) => page.getByRole('region', { name: lo('promotion:inUseTitle') });

/** From the list: Claim on the card, the provider in the dialog, Claim: 'promotion claimed' and the deposit form for that provider. */
async function claim(page: Page, title: string | RegExp, provider: string) {
  await page.goto('/player/promotion');
  await rendered(page);
  await card(page, title).getByRole('button', { name: lo('promotion:claim') }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: lo(`common:provider.${provider}`), exact: true }).check();
  await dialog.getByRole('button', { name: lo('promotion:claim') }).click();
  await expect(toasts(page).getByText(lo('promotion:claimed'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/player/deposit\\?provider=${provider}$`));
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

// FIX300 is once per player and demo's seeded history already completed it, so a new player with a
// bank account claims it; demo claims and cancels DAILY10 below.
test('a player claims a promotion for a provider, deposits its set amount, the mock pays: in use and in the history @desktop', async ({ page }) => {
  const who = { username: uniqueUsername('pr'), password: 'promo-pass-1' };
  await registerViaApi(page, who);
  await logIn(page, who);
  const account = await page.request.post('/api/v2/players/bank-accounts', {
    data: { bankCode: 'LDB', accountNumber: `0302${Date.now().toString().slice(-10)}${Math.floor(Math.random() * 10)}7`, accountName: 'Somsack Phommachanh', currency: 'LAK', owner: 'SELF' },
  });
  expect(account.status(), await account.text()).toBe(201);

  await claim(page, FIX300, 'gclub');
  // The deposit form: that provider, the promotion's set amount filled and locked.
  await expect(page.locator('input[name="provider"][value="gclub"]')).toBeChecked();
  const amount = page.locator('input[name="amount"]');
  await expect(amount).toHaveValue('680.000');
  await expect(amount).toBeDisabled();
  await page.getByRole('button', { name: lo('deposit:form.submit') }).click();
  await expect(page.getByRole('dialog', { name: lo('deposit:qr.title') })).toBeVisible();

  // The bank pays (auto-pay is off in E2E).
  const open = await page.request.get('/api/v2/deposits/open');
  const { orders } = (await open.json()) as { orders: { code: string; amount: string }[] };
  expect(orders[0]?.amount).toBe('680000');
  const paid = await page.request.post(`/api/__mock/deposits/${orders[0]!.code}/pay`, { data: { outcome: 'SUCCESS' } });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto('/player/promotion');
  await rendered(page);
  const panel = inUsePanel(page);
  await expect(panel.getByText(lo('status:usage.USED'))).toBeVisible();
  await expect(panel.getByRole('link', { name: FIX300 })).toBeVisible();
  // 680,000 kip at 680 = 1,000 credit, +300 bonus.
  await expect(panel.getByText('1.000,00 THB', { exact: true })).toBeVisible();
  await expect(panel.getByText('300,00 THB', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: lo('promotion:cancel') })).toHaveCount(0);

  await page.goto('/player/promotion/history');
  await rendered(page);
  const first = page.locator('tbody tr, ul[aria-label] > li').filter({ visible: true }).first();
  await expect(first).toContainText(FIX300);
  await expect(first).toContainText(lo('status:usage.USED'));
});

test('demo claims a promotion, then cancels it after confirming; the history says so', async ({ page }) => {
  await logIn(page, DEMO);
  // GClub Live: demo's credit there is below DAILY10's threshold (the claim is refused where it is not).
  await claim(page, DAILY10, 'gclub_live');
  await page.goto('/player/promotion');
  await rendered(page);
  const panel = inUsePanel(page);
  await expect(panel.getByText(lo('status:usage.ACTIVE'))).toBeVisible();
  await panel.getByRole('button', { name: lo('promotion:cancel') }).click();
  const confirm = page.getByRole('alertdialog', { name: lo('promotion:cancelTitle') });
  await confirm.getByRole('button', { name: lo('promotion:cancel') }).click();
  await expect(toasts(page).getByText(lo('promotion:cancelSuccess'))).toBeVisible();
  await expect(inUsePanel(page)).toHaveCount(0);

  await page.goto('/player/promotion/history');
  await rendered(page);
  const first = page.locator('tbody tr, ul[aria-label] > li').filter({ visible: true }).first();
  await expect(first).toContainText(DAILY10);
  await expect(first).toContainText(lo('status:usage.CANCELED'));
});

test('a blocked player is told so and cannot claim', async ({ page }) => {
  await logIn(page, { username: 'blocked', password: 'blocked1234' });
  await page.goto('/player/promotion');
  await rendered(page);
  await expect(page.getByText(lo('errors:codes.user_blocked'))).toBeVisible();
  await expect(card(page, DAILY10)).toBeVisible();
  await expect(page.getByRole('button', { name: lo('promotion:claim') })).toHaveCount(0);
});

test('a player without a bank account is sent to the bank page', async ({ page }) => {
  await logIn(page, { username: 'newbie', password: 'newbie1234' });
  await page.goto('/player/promotion');
  await rendered(page);
  await expect(page.getByText(lo('promotion:needBankAccount'))).toBeVisible();
  await expect(page.getByRole('button', { name: lo('promotion:claim') })).toHaveCount(0);
  await page.getByRole('link', { name: lo('promotion:addBankAccount') }).click();
  await expect(page).toHaveURL(/\/player\/bank$/);
  await expect(page.getByRole('heading', { level: 1, name: lo('bank:title') })).toBeVisible();
});
