import { expect, type Page } from '@playwright/test';
import { ORDER_POLL_MS } from '../src/features/orders/pollPolicy';
import { DEMO, later, lo, logIn, movableClock, rendered, resetMock, test, toasts } from './fixtures';

/*
 * Money in through the real server, the mock bank's automatic payment off (playwright.config):
 * payments and staff decisions happen only when a test asks /api/__mock.
 */

const NEWBIE = { username: 'newbie', password: 'newbie1234' } as const;

interface Order {
  code: string;
  status: string;
  totalCredit: string;
}

async function openDeposits(page: Page): Promise<Order[]> {
  const answer = await page.request.get('/api/v2/deposits/open');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { orders: Order[] }).orders;
}

async function depositTotal(page: Page): Promise<number> {
  const answer = await page.request.get('/api/v2/deposits?page=1&pageSize=1');
  return ((await answer.json()) as { total: number }).total;
}

async function credit(page: Page, provider: string): Promise<number> {
  const answer = await page.request.get(`/api/v2/players/credits/${provider}`);
  return Number(((await answer.json()) as { credit: { amount: string } }).credit.amount);
}

/** The bank pays the order (the mock's control endpoint). */
async function pay(page: Page, code: string, outcome: 'SUCCESS' | 'FAILED' | 'REJECTED' | 'PAID' = 'SUCCESS') {
  const answer = await page.request.post(`/api/__mock/deposits/${code}/pay`, { data: { outcome } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The form's fields by their contract names. */
async function fillDeposit(page: Page, amount: string, provider = 'alphabet') {
  await page.locator(`input[name="provider"][value="${provider}"]`).check();
  await page.locator('input[name="amount"]').fill(amount);
}

/** demo fills the form and submits: the QR dialog of the new open order, which is returned. */
async function demoOpensOrder(page: Page, amount: string, provider?: string): Promise<Order> {
  await logIn(page, DEMO);
  await page.goto('/player/deposit');
  await rendered(page);
  await fillDeposit(page, amount, provider);
  await submit(page).click();
  await expect(qrDialog(page)).toBeVisible();
  const [order] = await openDeposits(page);
  return order!;
}

const submit = (page: Page) => page.getByRole('button', { name: lo('deposit:form.submit') });
const qrDialog = (page: Page) => page.getByRole('dialog', { name: lo('deposit:qr.title') });
/** The QR of this order, as a scanner would look for it: the image, and any drawn code in the dialog. */
async function expectNoQr(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: lo('deposit:qr.alt', { code }) })).toHaveCount(0);
  // Nothing drawn that a scanner could read (icons are small, a QR is not).
  const drawn = await dialog.locator('svg, canvas, img').evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().width > 64).length);
  expect(drawn).toBe(0);
  await expect(dialog.getByRole('button', { name: lo('deposit:qr.saveImage') })).toHaveCount(0);
}

/** A text with a value in it: what comes before the value (the value's format is the formatter's business). */
const before = (key: string) => lo(key).split('{{')[0]!.trim();

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  // Payments reach the page at its next poll: tests move its clock there instead of waiting.
  await movableClock(page);
});

test('newbie adds a bank account, then deposits and sees the QR', async ({ page }) => {
  await logIn(page, NEWBIE);
  await page.goto('/player/deposit');
  await rendered(page);
  await expect(page.getByText(lo('deposit:form.noBankAccount'))).toBeVisible();
  await page.getByRole('link', { name: lo('deposit:form.addBankAccount') }).click();

  await expect(page).toHaveURL(/\/player\/bank$/);
  await page.locator('select[name="bankCode"]').selectOption('LDB');
  await page.locator('input[name="accountNumber"]').fill('0302000011112227');
  await page.locator('input[name="accountName"]').fill('Newbie Phommachanh');
  await page.getByRole('radio', { name: lo('bank:owner.SELF') }).check();
  await page.getByRole('button', { name: lo('bank:add.submit') }).click();
  await expect(toasts(page).getByText(lo('bank:added'))).toBeVisible();

  await page.goto('/player/deposit');
  await rendered(page);
  await fillDeposit(page, '100000');
  await submit(page).click();
  await expect(qrDialog(page)).toBeVisible();
  const [order] = await openDeposits(page);
  expect(order?.status).toBe('OPEN');
  await expect(qrDialog(page).getByText(order!.code)).toBeVisible();
});

test('demo deposits, the mock bank pays: the dialog turns to success and the credit rises without a click; the history shows the row @desktop', async ({ page }) => {
  await logIn(page, DEMO);
  const creditBefore = await credit(page, 'alphabet');
  await page.goto('/player/deposit');
  await rendered(page);
  const label = page.locator('label', { has: page.locator('input[name="provider"][value="alphabet"]') });
  const shownBefore = await label.textContent();
  await fillDeposit(page, '200000');
  await submit(page).click();
  await expect(qrDialog(page)).toBeVisible();
  const [order] = await openDeposits(page);

  await pay(page, order!.code);
  // The dialog's own poll sees the payment: no click.
  await later(page, ORDER_POLL_MS);
  await expect(page.getByRole('dialog', { name: lo('deposit:qr.successTitle') })).toBeVisible();
  // Paid: the code is gone, nothing left to scan twice.
  await expectNoQr(page, order!.code);
  const notice = toasts(page).getByRole('listitem', { includeHidden: true });
  await expect(notice.getByText(new RegExp(before('deposit:qr.success'))).first()).toBeVisible();
  expect(await credit(page, 'alphabet')).toBeCloseTo(creditBefore + Number(order!.totalCredit), 2);

  // Escape closes the newest layer first (Radix): the toast (unless its 5 s are over), then the dialog.
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The credits were refetched when the order was paid.
  await expect(label).not.toHaveText(shownBefore ?? '');

  await page.goto('/player/deposit/history');
  await rendered(page);
  // Cards on a phone, a table on a desktop: the one shown.
  await expect(page.getByText(order!.code).filter({ visible: true })).toBeVisible();
});

test('the order watcher toasts a payment on any player page (home)', async ({ page }) => {
  const order = await demoOpensOrder(page, '150000', 'gclub');

  // The player leaves the dialog for the home page; the bank pays a moment later.
  await page.goto('/player');
  await rendered(page);
  await pay(page, order.code, 'PAID');
  await later(page, ORDER_POLL_MS);
  await expect(toasts(page).getByText(lo('deposit:qr.paidNotice'))).toBeVisible();
  await pay(page, order.code, 'SUCCESS');
  await later(page, ORDER_POLL_MS);
  await expect(toasts(page).getByText(new RegExp(before('deposit:qr.success'))).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed payment is toasted where the player is', async ({ page }) => {
  const order = await demoOpensOrder(page, '150000');
  await page.goto('/player/bank');
  await rendered(page);
  await pay(page, order.code, 'FAILED');
  await later(page, ORDER_POLL_MS);
  await expect(toasts(page).getByText(lo('deposit:notice.failed', { code: order.code }))).toBeVisible();
});

test('a reload with an open order resumes it instead of a new form', async ({ page }) => {
  const order = await demoOpensOrder(page, '120000');

  await page.reload();
  await rendered(page);
  await expect(page.getByRole('heading', { name: lo('deposit:openOrder.title') })).toBeVisible();
  await expect(page.getByText(order.code)).toBeVisible();
  await expect(submit(page)).toHaveCount(0);
  await page.getByRole('button', { name: lo('deposit:openOrder.view') }).click();
  await expect(qrDialog(page).getByText(order.code)).toBeVisible();
});

test('a cancelled order leaves no QR to pay: no code, no image to save, a title that says so', async ({ page }) => {
  const order = await demoOpensOrder(page, '110000');
  await expect(qrDialog(page).getByRole('img')).toBeVisible();

  await qrDialog(page).getByRole('button', { name: lo('deposit:qr.cancel') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: lo('deposit:qr.cancelConfirm') }).click();
  const dialog = page.getByRole('dialog', { name: lo('deposit:qr.canceled') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(lo('deposit:qr.nextNewOrder'));
  await expectNoQr(page, order.code);
  expect(await openDeposits(page)).toHaveLength(0);
});

test('a double click on submit makes one order', async ({ page }) => {
  await logIn(page, DEMO);
  const total = await depositTotal(page);
  await page.goto('/player/deposit');
  await rendered(page);
  await fillDeposit(page, '100000');
  await submit(page).dblclick();
  await expect(qrDialog(page)).toBeVisible();
  expect(await openDeposits(page)).toHaveLength(1);
  expect(await depositTotal(page)).toBe(total + 1);
});

test('an amount under the minimum is refused and nothing is created', async ({ page }) => {
  await logIn(page, DEMO);
  const total = await depositTotal(page);
  await page.goto('/player/deposit');
  await rendered(page);
  await fillDeposit(page, '1000');
  await submit(page).click();
  // On the field, with its unit.
  await expect(page.getByText(new RegExp(`${before('errors:codes.AMOUNT_TOO_LOW')}.*\\sLAK`))).toBeVisible();
  await expect(page.locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(qrDialog(page)).toHaveCount(0);
  // What was typed stays.
  await expect(page.locator('input[name="amount"]')).toHaveValue(/1.?000/);
  expect(await openDeposits(page)).toHaveLength(0);
  expect(await depositTotal(page)).toBe(total);
});

test('the order watcher also toasts a withdrawal decided by staff', async ({ page }) => {
  await logIn(page, DEMO);
  const accounts = await page.request.get('/api/v2/players/bank-accounts');
  const [account] = ((await accounts.json()) as { bankAccounts: { id: string }[] }).bankAccounts;
  const created = await page.request.post('/api/v2/withdrawals', {
    data: { provider: 'gclub', bankAccountId: account!.id, credit: '100' },
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { withdrawal } = (await created.json()) as { withdrawal: { code: string } };

  await page.goto('/player');
  await rendered(page);
  const decided = await page.request.post(`/api/__mock/withdrawals/${withdrawal.code}/decide`, { data: { outcome: 'SUCCESS' } });
  expect(decided.status(), await decided.text()).toBe(200);
  await later(page, ORDER_POLL_MS);
  await expect(toasts(page).getByText(new RegExp(before('withdraw:success'))).first()).toBeVisible();
});
