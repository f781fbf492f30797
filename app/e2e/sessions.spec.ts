import { expect, type Page } from '@playwright/test';
import { logIn, lo, registerViaApi, rendered, test, toasts, uniqueUsername } from './fixtures';

const userMenu = (page: Page) => page.getByRole('button', { name: new RegExp(`^${lo('nav:navbar.userMenu')}`) });
const sessionCards = (page: Page) => page.getByRole('list', { name: lo('auth:sessions.list') }).getByRole('listitem');

async function openSecurity(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: lo('nav:navbar.security') }).click();
  await expect(page).toHaveURL(/\/player\/security$/);
  await rendered(page);
}

test('the player logs another browser out from /player/security; its next navigation lands on /login @desktop', async ({ page, browser, baseURL }) => {
  const who = { username: uniqueUsername('ses'), password: 'sessions-pass' };
  await registerViaApi(page, who);
  await logIn(page, who);
  // The other browser: its own context, its own cookie.
  const otherContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const other = await otherContext.newPage();
  try {
    await logIn(other, who);
    await other.goto('/player');
    await rendered(other);

    await page.goto('/player');
    await rendered(page);
    await openSecurity(page);
    await expect(sessionCards(page)).toHaveCount(2);
    const [mine, theirs] = [sessionCards(page).nth(0), sessionCards(page).nth(1)];
    await expect(mine).toContainText(lo('auth:sessions.thisDevice'));
    await expect(theirs).not.toContainText(lo('auth:sessions.thisDevice'));

    // Log the other one out, after its confirmation.
    await theirs.getByRole('button', { name: lo('auth:sessions.logOut') }).click();
    const dialog = page.getByRole('alertdialog', { name: lo('auth:sessions.confirmOneTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: lo('auth:sessions.logOut') }).click();
    await expect(toasts(page).getByText(lo('auth:sessions.loggedOutOne'))).toBeVisible();
    await expect(sessionCards(page)).toHaveCount(1);
    await expect(page.getByText(lo('auth:sessions.onlyThis'))).toBeVisible();

    // The other browser's next navigation is refused (401) and goes to /login.
    await openSecurityOrLogin(other);
    await expect(other).toHaveURL(/\/login(\?|$)/);

    // This one is still signed in.
    await page.reload();
    await rendered(page);
    await expect(page).toHaveURL(/\/player\/security$/);
  } finally {
    await otherContext.close();
  }
});

/**
 * The other browser goes where the user menu leads: its session has ended, so it is sent to /login
 * instead. A request of its own in the background (the daily fingerprint report, a poll) may meet
 * the refusal first and send it there by the same rule: then the menu is gone mid-way, and /login
 * is where it is either way.
 */
async function openSecurityOrLogin(page: Page) {
  const atLogin = page.waitForURL(/\/login(\?|$)/);
  const viaMenu = (async () => {
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: lo('nav:navbar.security') }).click();
  })();
  await Promise.race([atLogin, viaMenu.catch(() => atLogin)]);
}
