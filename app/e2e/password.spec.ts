import { PASSWORD_MIN } from '@dokkham/api/constants';
import { expect, type Page } from '@playwright/test';
import { inputLabelled, lo, registerViaApi, rendered, test, toasts as toastArea, uniqueUsername } from './fixtures';

const userMenu = (page: Page) => page.getByRole('button', { name: new RegExp(`^${lo('nav:navbar.userMenu')}`) });
const dialog = (page: Page) => page.getByRole('dialog', { name: lo('auth:changePassword.title') });
const field = (page: Page, key: string) => inputLabelled(dialog(page), lo(key));

async function openDialog(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: lo('nav:navbar.changePassword') }).click();
  await expect(dialog(page)).toBeVisible();
}

async function logInWithForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await rendered(page);
  await inputLabelled(page, lo('auth:username')).fill(username);
  await inputLabelled(page, lo('auth:password')).fill(password);
  await page.locator('form button[type="submit"]').click();
}

test('change password: validation, a wrong current password, success and a reload, then the new password logs in @desktop', async ({ page }) => {
  const who = { username: uniqueUsername('pw'), password: 'first-pass' };
  await registerViaApi(page, who);
  await logInWithForm(page, who.username, who.password);
  await expect(page).toHaveURL(/\/player$/);

  await openDialog(page);
  const save = dialog(page).getByRole('button', { name: lo('auth:changePassword.submit') });

  // bad input, refused in the form
  await save.click();
  await expect(dialog(page).getByText(lo('validation:password.required'))).toHaveCount(3);
  await field(page, 'auth:changePassword.currentPassword').fill('short');
  await field(page, 'auth:changePassword.newPassword').fill('second-pass');
  await field(page, 'auth:changePassword.confirmNewPassword').fill('second-pasS');
  await save.click();
  await expect(dialog(page).getByText(lo('validation:password.tooShort', { min: PASSWORD_MIN }))).toBeVisible();
  await expect(dialog(page).getByText(lo('validation:confirmPassword.notMatch'))).toBeVisible();

  // one toggle shows all three
  await dialog(page).getByRole('button', { name: lo('ui:password.show') }).click();
  for (const key of ['currentPassword', 'newPassword', 'confirmNewPassword'])
    await expect(field(page, `auth:changePassword.${key}`)).toHaveAttribute('type', 'text');

  // a wrong current password: the toast, and nothing typed is lost
  await field(page, 'auth:changePassword.currentPassword').fill('not-my-password');
  await field(page, 'auth:changePassword.confirmNewPassword').fill('second-pass');
  await save.click();
  const toasts = toastArea(page);
  await expect(toasts.getByText(lo('auth:changePassword.incorrect'))).toBeVisible();
  await expect(toasts.getByText(lo('auth:changePassword.errorTitle'))).toBeVisible();
  await expect(dialog(page).getByRole('alert')).toHaveText(lo('auth:changePassword.incorrect'));
  await expect(dialog(page)).toBeVisible();
  await expect(field(page, 'auth:changePassword.currentPassword')).toHaveValue('not-my-password');
  await expect(field(page, 'auth:changePassword.newPassword')).toHaveValue('second-pass');

  // the right one: the success dialog; Close reloads the page
  await field(page, 'auth:changePassword.currentPassword').fill(who.password);
  await save.click();
  const success = page.getByRole('dialog', { name: lo('auth:changePassword.successTitle') });
  await expect(success).toBeVisible();
  await expect(success).toContainText(lo('auth:changePassword.successText'));
  const reload = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await success.getByRole('button', { name: lo('auth:changePassword.close') }).click();
  await reload;
  await rendered(page);
  await expect(page).toHaveURL(/\/player$/);

  // log out, then the old password no longer works and the new one does
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: lo('nav:navbar.logout') }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await logInWithForm(page, who.username, who.password);
  await expect(page.getByRole('alert')).toHaveText(lo('errors:codes.LOGIN_FAILED'));
  await inputLabelled(page, lo('auth:password')).fill('second-pass');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/player$/);
});
