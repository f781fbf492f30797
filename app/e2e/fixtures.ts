import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Seeded players of the mock backend (mocks/src/db/seed/players.ts). */
export const DEMO = { username: 'demo', password: 'demo1234' } as const;

const localesDir = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));

/** A Lao text by i18n key ('errors:notFound', 'nav:login'): tests assert what players read. */
export function lo(key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const json = JSON.parse(readFileSync(`${localesDir}lo/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
  if (typeof value !== 'string') throw new Error(`No Lao text for ${key}`);
  return value;
}

/** Logs in through the API (the cookie lands in the page's browser context). */
export async function logIn(page: Page, who: { username: string; password: string } = DEMO): Promise<void> {
  const answer = await page.request.post('/api/v2/players/login', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The app has replaced the boot screen and shows a page. */
export async function rendered(page: Page): Promise<void> {
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}
