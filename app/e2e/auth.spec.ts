import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@dokkham/api/constants';
import { expect, type Page } from '@playwright/test';
import { DEMO, inputLabelled, lo, logIn, rendered, resetMock, test, toasts, uniqueUsername } from './fixtures';

const field = (page: Page, key: string) => inputLabelled(page, lo(key));
const submit = (page: Page) => page.locator('form button[type="submit"]');
const userMenu = (page: Page) => page.getByRole('button', { name: new RegExp(`^${lo('nav:navbar.userMenu')}`) });

test.describe('register', () => {
  test.beforeEach(async ({ page }) => {
    // Device registrations are limited per fingerprint (3): every run starts from the seed.
    await resetMock(page);
  });

  test('rejects bad input with translated messages and keeps what was typed', async ({ page }) => {
    await page.goto('/register');
    await rendered(page);

    // empty
    await submit(page).click();
    await expect(page.getByText(lo('validation:username.required'))).toBeVisible();
    await expect(page.getByText(lo('validation:password.required'))).toBeVisible();
    await expect(page.getByText(lo('validation:confirmPassword.required'))).toBeVisible();

    // too short, too long, wrong characters (checked as the player types once the form was sent)
    const username = field(page, 'auth:username');
    await username.fill('ab');
    await expect(page.getByText(lo('validation:username.tooShort', { min: USERNAME_MIN }))).toBeVisible();
    await username.fill('a'.repeat(USERNAME_MAX + 1));
    await expect(page.getByText(lo('validation:username.tooLong', { max: USERNAME_MAX }))).toBeVisible();
    await username.fill('Somsack!');
    await expect(page.getByText(lo('validation:username.chars'))).toBeVisible();

    const password = field(page, 'auth:password');
    await password.fill('short');
    await expect(page.getByText(lo('validation:password.tooShort', { min: PASSWORD_MIN }))).toBeVisible();
    await password.fill('x'.repeat(PASSWORD_MAX + 1));
    await expect(page.getByText(lo('validation:password.tooLong', { max: PASSWORD_MAX }))).toBeVisible();

    // mismatch
    await password.fill('secret-pass');
    await field(page, 'auth:confirmPassword').fill('secret-pasS');
    await submit(page).click();
    await expect(page.getByText(lo('validation:confirmPassword.mismatch'))).toBeVisible();

    // nothing was sent, nothing typed was lost
    await expect(page).toHaveURL(/\/register$/);
    await expect(username).toHaveValue('Somsack!');
    await expect(password).toHaveValue('secret-pass');
    await expect(field(page, 'auth:confirmPassword')).toHaveValue('secret-pasS');
  });

  test('a taken username is shown inline; a new player registers, then logs in @desktop', async ({ page }) => {
    await page.goto('/register');
    await rendered(page);
    const username = field(page, 'auth:username');

    await username.fill(DEMO.username);
    await expect(page.getByText(lo('auth:usernameCheck.taken'))).toBeVisible();

    // submitting it is refused under the field
    await field(page, 'auth:password').fill('secret-pass');
    await field(page, 'auth:confirmPassword').fill('secret-pass');
    await page.locator('input[name="adult"]').check();
    await submit(page).click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(lo('errors:codes.USERNAME_TAKEN'))).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    const name = uniqueUsername('new');
    await username.fill(name);
    await expect(page.getByText(lo('auth:usernameCheck.available'))).toBeVisible();

    const registration = page.waitForRequest((r) => r.url().endsWith('/api/v2/players/register') && r.method() === 'POST');
    await submit(page).click();
    const request = await registration;
    const body = request.postDataJSON() as { fingerprint: string; adult: boolean };
    expect(body.fingerprint, 'the device fingerprint in the body').toMatch(/^\w{8,}$/);
    expect(body.adult, '18 or older, confirmed').toBe(true);
    expect(request.headers()['x-fingerprint'], 'and in the header').toBe(body.fingerprint);

    await expect(toasts(page).getByText(lo('auth:register.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // the login form knows who just registered
    await expect(field(page, 'auth:username')).toHaveValue(name);
    await field(page, 'auth:password').fill('secret-pass');
    await submit(page).click();
    await expect(page).toHaveURL(/\/player$/);
    await expect(toasts(page).getByText(lo('auth:login.success'))).toBeVisible();
    await expect(userMenu(page)).toContainText(name);
  });

  test('the username survives a reload; passwords do not', async ({ page }) => {
    await page.goto('/register');
    await rendered(page);
    await field(page, 'auth:username').fill('kept-name');
    await field(page, 'auth:password').fill('secret-pass');
    await page.reload();
    await rendered(page);
    await expect(field(page, 'auth:username')).toHaveValue('kept-name');
    await expect(field(page, 'auth:password')).toHaveValue('');
  });
});

test.describe('login', () => {
  test('a wrong password says so and keeps what was typed; the button waits while pending', async ({ page }) => {
    await page.goto('/login');
    await rendered(page);
    await field(page, 'auth:username').fill(DEMO.username);
    await field(page, 'auth:password').fill('wrong-password');

    // hold the answer to see the pending state
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/players/login', async (route) => {
      await held;
      await route.continue();
    });
    await submit(page).click();
    await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
    await expect(submit(page)).toBeDisabled();
    release();

    await expect(page.getByRole('alert')).toHaveText(lo('errors:codes.LOGIN_FAILED'));
    await expect(field(page, 'auth:username')).toHaveValue(DEMO.username);
    await expect(field(page, 'auth:password')).toHaveValue('wrong-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('rejects empty and malformed input before sending', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/players/login')) sent++;
    });
    await page.goto('/login');
    await rendered(page);
    await submit(page).click();
    await expect(page.getByText(lo('validation:username.required'))).toBeVisible();
    await expect(page.getByText(lo('validation:password.required'))).toBeVisible();
    await field(page, 'auth:username').fill('DEMO');
    await field(page, 'auth:password').fill('short');
    await submit(page).click();
    await expect(page.getByText(lo('validation:username.chars'))).toBeVisible();
    await expect(page.getByText(lo('validation:password.tooShort', { min: PASSWORD_MIN }))).toBeVisible();
    expect(sent).toBe(0);
  });

  test('the show-password toggle reveals and hides the password', async ({ page }) => {
    await page.goto('/login');
    await rendered(page);
    const password = field(page, 'auth:password');
    await password.fill('demo1234');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: lo('ui:password.show') });
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('logout', () => {
  test('ends the session, forgets the player and reloads on the landing @desktop', async ({ page }) => {
    await logIn(page);
    await page.goto('/player/deposit');
    await rendered(page);
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: lo('nav:navbar.logout') }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await rendered(page);
    expect(documents, 'the page was reloaded').toBe(1);
    await expect(page.locator('a[href="/login"]:visible').first()).toBeVisible();
    await expect(userMenu(page)).toHaveCount(0);

    // the session is gone on the server too
    await page.goto('/player/deposit');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplayer%2Fdeposit$/);
  });
});
