import { expect, test } from '@playwright/test';
import { registerViaApi, resetMock, uniqueUsername } from './fixtures';

/*
 * The front door of the production build (scripts/server.mjs in front of the mock agency, as
 * deployed): headers, the requests of issue 15 refused, the agency's throttle and session rules.
 * The server's own per-client limit is raised for E2E (playwright.config.ts); scripts/server.test.mjs
 * tests it. Each test uses its own player, so no lock spills into other specs.
 */

const json = { 'Content-Type': 'application/json' };

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

test('every answer carries the security headers; CSP has base-uri none and a report endpoint', async ({ page }) => {
  for (const path of ['/', '/login', '/locales/lo/common.json']) {
    const answer = await page.request.get(path);
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    expect(headers['content-security-policy']).toContain('report-uri /csp-report');
    expect(headers['reporting-endpoints']).toBe('csp="/csp-report"');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    // Plain http without TLS or a trusted proxy: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  expect((await page.request.post('/csp-report', { data: { 'csp-report': { 'violated-directive': 'img-src' } } })).status()).toBe(204);
});

test("the issue's cross-site deposit, a non-JSON body and an oversized body are refused before the agency", async ({ page }) => {
  const crossSite = await page.request.post('/api/v2/deposits', {
    headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    data: '{"provider":"alphabet","mid":"MID-BCEL-0001","amount":"100000"}',
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });

  const form = await page.request.post('/api/v2/players/login', { headers: { 'Content-Type': 'text/plain' }, data: 'username=demo' });
  expect(form.status()).toBe(415);

  const huge = await page.request.post('/api/v2/fingerprint', { headers: json, data: JSON.stringify({ fingerprint: { fonts: 'f'.repeat(5 * 1024 * 1024) } }) });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
});

test('wrong logins: answered at once at first, the 30th is 429 with Retry-After, for the right password too', async ({ page }) => {
  const who = { username: uniqueUsername('t'), password: 'guess-me-1' };
  await registerViaApi(page, who);
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 30; i += 1) {
    last = await page.request.post('/api/v2/players/login', { data: { username: who.username, password: `wrong-${i}-pass` } });
    statuses.push(last.status());
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
  expect(Number(last?.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await page.request.post('/api/v2/players/login', { data: who })).status()).toBe(429);
});

test('a password change ends the other sessions: the old cookie is refused', async ({ page, browser }) => {
  const who = { username: uniqueUsername('s'), password: 'first-pass-1' };
  await registerViaApi(page, who);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await other.request.post('/api/v2/players/login', { data: who })).status()).toBe(200);
    expect((await page.request.post('/api/v2/players/login', { data: who })).status()).toBe(200);
    const changed = await page.request.post('/api/v2/players/security/password/change', {
      data: { currentPassword: who.password, newPassword: 'second-pass-2' },
    });
    expect(changed.status()).toBe(200);
    expect((await page.request.get('/api/v2/players/my')).status()).toBe(200);
    expect((await other.request.get('/api/v2/players/my')).status()).toBe(401);
  } finally {
    await other.close();
  }
});

test('an amount with leading zeros is refused on its field, never stored', async ({ page }) => {
  const who = { username: uniqueUsername('a'), password: 'amount-pass-1' };
  await registerViaApi(page, who);
  await page.request.post('/api/v2/players/login', { data: who });
  const answer = await page.request.post('/api/v2/deposits', {
    headers: { 'Idempotency-Key': `e2e-${who.username}` },
    data: { provider: 'alphabet', mid: 'MID-BCEL-0001', amount: '000000000000000000000000000000100000' },
  });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { code: string; fields: { path: string; message: string }[] };
  expect(body.code).toBe('VALIDATION_ERROR');
  // The first rule it breaks is the one the form shows.
  expect(body.fields[0]).toEqual({ path: 'amount', message: 'validation:amount.leadingZero' });
});
