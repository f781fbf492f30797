import { expect } from '@playwright/test';
import { lo, rendered, test } from './fixtures';

const CHANNELS = ['whatsapp', 'line', 'facebook', 'telegram', 'twitter'] as const;

async function agencySocial(request: import('@playwright/test').APIRequestContext) {
  const answer = await request.get('/api/v2/agency/info');
  return ((await answer.json()) as { social: Record<(typeof CHANNELS)[number], string> }).social;
}

test('contact opens the agency\'s own links, in a new tab: the bottom sheet on phones', async ({ page }) => {
  const social = await agencySocial(page.request);
  await page.goto('/');
  await rendered(page);
  await page.getByRole('navigation', { name: lo('nav:bottomBar.label') }).getByRole('button', { name: lo('nav:bottomBar.contact') }).click();
  const sheet = page.getByRole('dialog', { name: lo('nav:contact.title') });
  for (const channel of CHANNELS) {
    const link = sheet.getByRole('link', { name: new RegExp(lo(`nav:contact.${channel}`), 'i') });
    await expect(link).toHaveAttribute('href', social[channel]);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('contact opens the agency\'s own links, in a new tab: the menu on desktop @desktop-only', async ({ page }) => {
  const social = await agencySocial(page.request);
  await page.goto('/');
  await rendered(page);
  await page.getByRole('banner').getByRole('button', { name: lo('nav:navbar.contactUs') }).click();
  for (const channel of CHANNELS) {
    const item = page.getByRole('menuitem', { name: new RegExp(lo(`nav:contact.${channel}`), 'i') });
    await expect(item).toHaveAttribute('href', social[channel]);
    await expect(item).toHaveAttribute('target', '_blank');
  }
});
