import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO, lo, logIn, movableClock, rendered, resetMock, test, uniqueUsername } from './fixtures';

/**
 * Player protection through the real server (the mock agency over HTTP): each rule is checked where
 * the player meets it and against the agency's API directly, so the UI is never the only guard.
 */

const HOUR_S = 3600;

async function moveMockClock(page: Page, seconds: number) {
  const answer = await page.request.post('/api/__mock/clock', { data: { advanceSeconds: seconds } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function openDeposits(page: Page): Promise<unknown[]> {
  const answer = await page.request.get('/api/v2/deposits/open');
  return ((await answer.json()) as { orders: unknown[] }).orders;
}

const depositBody = (amount: string) => ({ provider: 'gclub', mid: 'MID-BCEL-0001', amount });
const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function createDeposit(page: Page, amount: string) {
  return page.request.post('/api/v2/deposits', { data: depositBody(amount), headers: { 'Idempotency-Key': key() } });
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('registration without "I am 18 or older" is refused on the field, and by the agency, creating nothing', async ({ page }) => {
  const username = uniqueUsername('minor');
  await page.goto('/register');
  await rendered(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('secret-pass');
  await page.locator('input[name="confirmPassword"]').fill('secret-pass');
  const adult = page.locator('input[name="adult"]');
  await expect(adult).not.toBeChecked();
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/players/register')) sent = true;
  });
  await page.getByRole('button', { name: lo('auth:register.submit') }).click();
  await expect(adult).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(lo('validation:adult.required'))).toBeVisible();
  expect(sent, 'nothing sent').toBe(false);
  await expect(page.locator('input[name="username"]')).toHaveValue(username);

  // The agency refuses it too (a client that skips the box), and no player is created.
  const fingerprint = `e2e-${username}`;
  const refused = await page.request.post('/api/v2/players/register', {
    data: { username, password: 'secret-pass', confirmPassword: 'secret-pass', fingerprint },
    headers: { 'X-Fingerprint': fingerprint },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { code: string }).code).toBe('ADULT_CONFIRMATION_REQUIRED');
  const check = await page.request.post('/api/v2/players/username/validate', { data: { username } });
  expect(((await check.json()) as { available: boolean }).available).toBe(true);
});

test('a daily limit applies at once: a deposit over what is left is refused, nothing is created; a raise waits 24 hours of the agency clock @desktop', async ({ page }) => {
  await logIn(page);
  await page.goto('/player/responsible-gaming/limits');
  await rendered(page);
  await page.locator('input[name="daily"]').fill('600000');
  await page.getByRole('button', { name: lo('protection:limits.submit') }).click();
  await expect(page.getByText(lo('protection:limits.saved'))).toBeVisible();

  // The deposit form says what is left and refuses more before sending anything.
  await page.goto('/player/deposit');
  await rendered(page);
  await page.getByRole('radio', { name: /GClub\b(?! Live)/ }).check();
  await page.locator('input[name="amount"]').fill('700000');
  await page.getByRole('button', { name: lo('deposit:form.submit') }).click();
  await expect(page.locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'true');
  expect(await openDeposits(page)).toHaveLength(0);

  // The agency refuses it directly, with what is left and the window.
  const refused = await createDeposit(page, '700000');
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', params: { remaining: '600000', window: 'daily' } });
  expect(await openDeposits(page)).toHaveLength(0);

  // A raise is pending: the old limit holds until the agency's clock has moved 24 hours.
  await page.goto('/player/responsible-gaming/limits');
  await rendered(page);
  await page.locator('input[name="daily"]').fill('900000');
  await page.getByRole('button', { name: lo('protection:limits.submit') }).click();
  await expect(page.getByRole('button', { name: lo('protection:limits.pending.cancel') })).toBeVisible();
  expect((await createDeposit(page, '700000')).status()).toBe(422);
  await moveMockClock(page, 24 * HOUR_S);
  await page.reload();
  await rendered(page);
  await expect(page.locator('input[name="daily"]')).toHaveValue(/900/);
  expect((await createDeposit(page, '700000')).status()).toBe(201);
});

test('a break refuses deposit, claim and game, and a withdrawal still goes through', async ({ page }) => {
  await logIn(page);
  await page.goto('/player/responsible-gaming/break');
  await rendered(page);
  await page.getByRole('radio', { name: lo('protection:breakPeriod.24h') }).check();
  await page.getByRole('button', { name: lo('protection:break.submit') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: lo('protection:break.confirm') }).click();
  await expect(page.getByTestId('restriction-notice').or(page.getByText(lo('protection:restricted.BREAK.title'))).first()).toBeVisible();

  // The screens say so instead of a form that would fail.
  await page.goto('/player/deposit');
  await rendered(page);
  await expect(page.getByTestId('restriction-notice')).toBeVisible();
  await expect(page.locator('input[name="amount"]')).toHaveCount(0);

  // The agency refuses each directly.
  for (const answer of [
    await createDeposit(page, '500000'),
    await page.request.post('/api/v2/promotions/use', { data: { promotionId: 'promo-daily-10', providerId: 'gclub_live' }, headers: { 'Idempotency-Key': key() } }),
    await page.request.post('/api/v2/games/open', { data: { provider: 'alphabet' } }),
  ]) {
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('PLAYER_ON_BREAK');
  }

  // A player can always take their money out.
  await page.goto('/player/withdraw');
  await rendered(page);
  await page.getByRole('radio', { name: /GClub\b(?! Live)/ }).check();
  await page.locator('input[name="credit"]').fill('1000');
  await page.getByRole('button', { name: lo('withdraw:form.submit') }).click();
  await page.getByRole('alertdialog', { name: lo('withdraw:confirm.title') }).getByRole('button', { name: lo('withdraw:confirm.submit') }).click();
  await expect(page.getByRole('heading', { name: lo('withdraw:pending.title') })).toBeVisible();
});

async function signedInContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, DEMO);
  return { context, page };
}

test("self-exclusion ends the player's session in another browser", async ({ page, browser, baseURL }) => {
  const other = await signedInContext(browser, baseURL);
  await other.page.goto('/player');
  await rendered(other.page);

  await logIn(page);
  await page.goto('/player/responsible-gaming/self-exclusion');
  await rendered(page);
  await page.getByRole('radio', { name: lo('protection:exclusionPeriod.6m') }).check();
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('input[name="confirm"]').check();
  await page.getByRole('button', { name: lo('protection:exclusion.submit') }).click();
  await expect(page.getByText(lo('protection:restricted.SELF_EXCLUSION.title')).first()).toBeVisible();

  // The other browser's next request is a 401: it lands on the login page.
  await other.page.goto('/player/withdraw');
  await expect(other.page).toHaveURL(/\/login/);
  await other.context.close();
});

test('the reality check shows when its interval passes, and "Log out" logs out', async ({ page }) => {
  await movableClock(page);
  await logIn(page);
  const set = await page.request.post('/api/v2/players/protection/reality-check', { data: { realityCheckMinutes: '15' } });
  expect(set.status(), await set.text()).toBe(200);
  await page.goto('/player');
  await rendered(page);
  const reminder = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: lo('protection:reminder.title') });
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward(15 * 60_000);
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: lo('protection:reminder.logout') }).click();
  await expect(page).not.toHaveURL(/\/player/);
  const info = await page.request.get('/api/v2/players/info');
  expect(info.status()).toBe(401);
});
