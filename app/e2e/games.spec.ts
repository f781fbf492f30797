import { expect, type Page } from '@playwright/test';
import { lo, logIn, rendered, resetMock, test } from './fixtures';

/** Seeded players (mocks/src/db/seed/players.ts): newbie has no credit anywhere; blocked has none with askmebet but a bank account. */
const NEWBIE = { username: 'newbie', password: 'newbie1234' } as const;
const BLOCKED = { username: 'blocked', password: 'blocked1234' } as const;

const grid = (page: Page) => page.locator('ul[aria-label]').filter({ has: page.locator('article') });
const cards = (page: Page) => grid(page).locator('article');
const playButton = (page: Page, name: string) => page.getByRole('button', { name: lo('game:playNamed', { name }), exact: true });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('each lobby lists its games with images', async ({ page }) => {
  await logIn(page);
  for (const provider of ['alphabet', 'askmebet', 'gclub', 'gclub_live']) {
    await page.goto(`/player/game/${provider}`);
    await rendered(page);
    await expect(page.getByRole('heading', { level: 1, name: lo(`game:title.${provider}`) })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const img = cards(page).first().locator('img');
    await expect(img).toHaveAttribute('src', /\/api\/__mock\/images\//);
    // The first image has loaded (a real image from the mock, not a broken one).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
});

test("askmebet's category tab changes the URL and the list; search filters and survives a reload", async ({ page }) => {
  await logIn(page);
  await page.goto('/player/game/askmebet?tab=Slot');
  await rendered(page);
  await expect(page.getByRole('tab', { name: lo('common:category.slot') })).toHaveAttribute('aria-selected', 'true');
  await expect(playButton(page, 'Wild Buffalo')).toBeVisible();
  await expect(playButton(page, 'Roulette')).toHaveCount(0);

  await page.getByRole('tab', { name: lo('common:category.casino') }).click();
  await expect(page).toHaveURL(/[?&]tab=Casino/);
  await expect(playButton(page, 'Roulette')).toBeVisible();
  await expect(playButton(page, 'Wild Buffalo')).toHaveCount(0);

  await page.getByRole('tab', { name: lo('game:all') }).click();
  await page.getByRole('searchbox', { name: lo('game:search') }).fill('shark');
  await expect(page).toHaveURL(/[?&]q=shark/);
  await expect(cards(page)).toHaveCount(1);
  await expect(playButton(page, 'Shark Hunter')).toBeVisible();

  await page.reload();
  await rendered(page);
  await expect(page.getByRole('searchbox', { name: lo('game:search') })).toHaveValue('shark');
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('searchbox', { name: lo('game:search') }).fill('zzz');
  await expect(page.getByRole('heading', { name: lo('game:noMatch', { query: 'zzz' }) })).toBeVisible();
});

test('favourites are kept on the device across a reload, and forgotten at logout @desktop', async ({ page }) => {
  await logIn(page);
  await page.goto('/player/game/gclub');
  await rendered(page);
  const star = page.getByRole('button', { name: lo('game:favouriteNamed', { name: 'Dragon Tiger' }) });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await rendered(page);
  await page.getByRole('tab', { name: lo('game:favourites') }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(playButton(page, 'Dragon Tiger')).toBeVisible();

  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dokkham:games:')));
  expect(stored).toHaveLength(1);
  await page.getByRole('button', { name: new RegExp(`^${lo('nav:navbar.userMenu')}`) }).click();
  await page.getByRole('menuitem', { name: lo('nav:navbar.logout') }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await rendered(page);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dokkham:games:')))).toEqual([]);
});

test('choosing a game calls open game and opens it in a new tab; it is then recently played', async ({ page }) => {
  await logIn(page);
  await page.goto('/player/game/gclub');
  await rendered(page);
  const opened = page.waitForRequest((r) => r.url().endsWith('/api/v2/games/open') && r.method() === 'POST');
  const popup = page.waitForEvent('popup');
  await playButton(page, 'Baccarat Classic').click();
  expect((await opened).postDataJSON()).toEqual({ provider: 'gclub', gameId: 'gclub-baccarat-classic' });
  const game = await popup;
  await expect(game.getByRole('heading', { level: 1, name: 'Baccarat Classic' })).toBeVisible();
  await expect(game).toHaveURL(/\/api\/__mock\/play\/gclub\/gclub-baccarat-classic$/);
  await game.close();

  await page.getByRole('tab', { name: lo('game:recent') }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(playButton(page, 'Baccarat Classic')).toBeVisible();
});

test("no credit with the provider: 'please deposit' leads to the deposit form with that provider", async ({ page }) => {
  await logIn(page, NEWBIE);
  await page.goto('/player/game/gclub');
  await rendered(page);
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/v2/games/open'));
  await playButton(page, 'Dragon Tiger').click();
  expect((await opened).status()).toBe(422);
  const dialog = page.getByRole('alertdialog', { name: lo('game:cannotOpenTitle') });
  await expect(dialog).toContainText(lo('game:cannotOpen'));
  await dialog.getByRole('link', { name: lo('game:depositTo', { provider: lo('common:provider.gclub') }) }).click();
  await expect(page).toHaveURL(/\/player\/deposit\/?\?provider=gclub$/);

  // A player with a bank account lands on the form with the provider chosen.
  await page.context().clearCookies();
  await logIn(page, BLOCKED);
  await page.goto('/player/game/askmebet?tab=Casino');
  await rendered(page);
  await playButton(page, 'Roulette').click();
  await page.getByRole('alertdialog').getByRole('link', { name: lo('game:depositTo', { provider: lo('common:provider.askmebet') }) }).click();
  await expect(page).toHaveURL(/\/player\/deposit\/?\?provider=askmebet$/);
  await expect(page.locator('input[name="provider"][value="askmebet"]')).toBeChecked();
});
