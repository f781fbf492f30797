import { expect, type Page } from '@playwright/test';
import { DEMO, lo, logIn, rendered, resetMock, test, text, type Lng } from './fixtures';

/*
 * The notification centre and the agency's announcements through the real server: the mock writes a
 * notice on each order event it makes (here, when the test pays a deposit through /api/__mock).
 */

const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** demo opens a deposit through the API and the bank pays it (paid, then credited: two notices). */
async function paidDeposit(page: Page): Promise<string> {
  const created = await page.request.post('/api/v2/deposits', {
    data: { provider: 'gclub', mid: 'MID-BCEL-0001', amount: '100000' },
    headers: { 'Idempotency-Key': key() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (await created.json()) as { order: { code: string } };
  const paid = await page.request.post(`/api/__mock/deposits/${order.code}/pay`, { data: { outcome: 'SUCCESS' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return order.code;
}

async function useScenarios(page: Page, scenarios: string[]) {
  const answer = await page.request.post('/api/__mock/scenario', { data: { scenarios } });
  expect(answer.status(), await answer.text()).toBe(200);
}

const bell = (page: Page, count: number) =>
  page.getByRole('button', { name: count > 0 ? lo('nav:notifications.bellUnread', { unread: String(count) }) : lo('nav:notifications.title'), exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: lo('nav:notifications.title') });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('a paid deposit is a notice under the bell: it opens its receipt, and mark all read zeroes the count @desktop', async ({ page }) => {
  await logIn(page, DEMO);
  const code = await paidDeposit(page);
  await page.goto('/player');
  await rendered(page);
  await bell(page, 2).click();
  const links = panel(page).getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toContainText(lo('nav:notifications.kind.DEPOSIT_CREDITED'));
  await expect(links.first()).toContainText(code);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/player/deposit/history/${code}$`));
  await expect(panel(page)).toHaveCount(0);
  // Opening it read it; the other is still unread until "mark all".
  await bell(page, 1).click();
  await panel(page).getByRole('button', { name: lo('nav:notifications.markAllRead') }).click();
  await page.keyboard.press('Escape');
  await expect(bell(page, 0)).toBeVisible();
  // Kept by the agency: another device sees them read.
  const answer = await page.request.get('/api/v2/players/notifications');
  expect(((await answer.json()) as { unreadCount: number }).unreadCount).toBe(0);
});

const NATIVE: Record<Lng, string> = { lo: 'ລາວ', th: 'ไทย', cn: '中文', vn: 'Tiếng Việt' };
/** The maintenance scenario's title, as the agency wrote it in each language (mocks/src/db/seed/announcements.ts). */
const TITLE: Record<Lng, string> = { lo: 'ກຳລັງປັບປຸງລະບົບ', th: 'กำลังปรับปรุงระบบ', cn: '系统维护中', vn: 'Đang bảo trì hệ thống' };

test('a running maintenance shows as a banner in each language; dismissed, it stays away after a reload @desktop', async ({ page }) => {
  await useScenarios(page, ['maintenance']);
  try {
    await logIn(page, DEMO);
    await page.goto('/player');
    await rendered(page);
    const banner = (lng: Lng) => page.getByRole('region', { name: text(lng, 'nav:notifications.maintenance') });
    await expect(banner('lo')).toContainText(TITLE.lo);
    let current: Lng = 'lo';
    for (const lng of ['th', 'cn', 'vn'] as const) {
      await page.getByRole('button', { name: text(current, 'nav:language.current', { language: NATIVE[current] }) }).click();
      await page.getByRole('menuitemradio', { name: NATIVE[lng] }).click();
      await expect(banner(lng)).toContainText(TITLE[lng]);
      current = lng;
    }
    await banner('vn').getByRole('button', { name: text('vn', 'ui:close') }).click();
    await expect(banner('vn')).toHaveCount(0);
    await page.reload();
    await rendered(page);
    await expect(page.getByRole('button', { name: text('vn', 'nav:notifications.title'), exact: true })).toBeVisible();
    await expect(banner('vn')).toHaveCount(0);
  } finally {
    await useScenarios(page, []);
  }
});
