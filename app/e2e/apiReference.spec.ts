import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { OPENAPI_PATH } from '@dokkham/agency-kit/openapi';
import { renderReferencePage } from '@dokkham/agency-kit/reference';
import { expect } from '@playwright/test';
import { test } from './fixtures';

// The agencies' API reference (packages/agency-kit): one HTML file that renders with no network.
// Here rather than in the unit step because it needs a browser.
test('the API reference page opens from disk and shows every operation, fetching nothing', async ({ page }, testInfo) => {
  test.slow(); // Redoc lays out some 40 operations on one page
  const openapi = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as { paths: Record<string, Record<string, { operationId: string }>> };
  const file = testInfo.outputPath('api-reference.html');
  writeFileSync(file, renderReferencePage(openapi));
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (!/^(file|data|blob):/.test(request.url())) fetched.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Redoc's bundle always asks for its 'powered by' logo from a CDN: the page's CSP refuses it, so
  // nothing leaves the machine. What the CSP blocked is told apart from what was fetched.
  await page.addInitScript(() => {
    const blocked: string[] = [];
    (window as unknown as { blocked: string[] }).blocked = blocked;
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.blockedURI));
  });

  await page.goto(pathToFileURL(file).href);
  await expect(page.getByRole('heading', { name: /Dokkham agency API/ })).toBeVisible();
  const operations = Object.values(openapi.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
  expect(operations.length).toBeGreaterThan(30);
  for (const id of operations) await expect(page.locator(`[data-section-id="operation/${id}"]`)).toBeAttached();
  const blockedByCsp = () => page.evaluate(() => (window as unknown as { blocked: string[] }).blocked);
  await expect.poll(async () => {
    const blocked = await blockedByCsp();
    return fetched.filter((url) => !blocked.includes(url));
  }, { message: 'requests that left the page' }).toEqual([]);
  expect(errors).toEqual([]);
});
