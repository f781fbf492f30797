// @vitest-environment node
// One list of expectations, run against both front doors of the production build (targets.mjs):
// the Node server (scripts/server.mjs) and Debian's nginx with deploy/nginx.conf, each in front of
// the mock agency started as in production (no control endpoints), through a recorder of what
// reaches it. `pnpm test:frontdoor` builds, then runs this file
// (vitest.frontdoor.config.ts). Without nginx: under CI the suite fails; elsewhere the nginx half
// says loudly that it did not run.
//
// Requests come from the test client, which both servers trust as their proxy (TRUST_PROXY on;
// 127.0.0.1 in $dokkham_trusted_proxy): `X-Forwarded-Proto: https` makes a request https, and each
// test speaks for its own client address (X-Forwarded-For), so the per-client auth limit of one
// test never touches another.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../server.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, DEFAULT_SETTINGS, REFUSALS, STRICT_TRANSPORT_SECURITY, readBuildInputs, securityHeaders } from './policy.mjs';
import { PARTNER_ORIGIN, call, nginxAvailability, startNginxTarget, startNodeTarget } from './targets.mjs';

const { launchOptions } = createRequire(import.meta.url)('../chromium.cjs');

const nginx = nginxAvailability();
const servers = [{ name: 'node', start: startNodeTarget }, ...(nginx.missing ? [] : [{ name: 'nginx', start: () => startNginxTarget(nginx) }])];

const sayNginxDidNotRun = () => {
  const line = '!'.repeat(100);
  console.warn(`\n${line}\n  THE NGINX HALF OF THE FRONT DOOR SUITE DID NOT RUN: ${nginx.missing}.\n  Only the Node server was checked.\n${line}\n`);
};
// Said before and after the tests, so it is not lost in their output.
if (nginx.missing) {
  sayNginxDidNotRun();
  afterAll(sayNginxDidNotRun);
}
// CI must check both servers: there, a missing nginx is a failure.
it.each(process.env.CI && nginx.missing ? [nginx.missing] : [])('nginx is installed (CI checks deploy/nginx.conf): %s', (missing) => {
  expect.fail(`the nginx half did not run: ${missing}`);
});

/** Each server is started once, for its shared and its own expectations, and stopped at the end. */
const running = new Map();
const use = ({ name, start }) => {
  if (!running.has(name)) running.set(name, start());
  return running.get(name);
};
afterAll(async () => {
  for (const server of running.values()) await (await server.catch(() => undefined))?.close();
});

/** The build's own files, the expected bodies. */
const dist = (path) => readFileSync(`${DIST_DIR}/${path}`);
/** The SPA fallback: app.html in a build with prerendered pages (app/vite/firstPaint.ts), else index.html. */
const FALLBACK = existsSync(`${DIST_DIR}/app.html`) ? 'app.html' : 'index.html';
/** The page a server sends for an app path: the one prerendered for it, else the fallback. */
const pageOf = (path) => {
  const own = `${path.split('?')[0].replace(/\/$/, '').slice(1)}/index.html`.replace(/^\//, '');
  return existsSync(`${DIST_DIR}/${own}`) ? own : FALLBACK;
};
const entryScript = /src="(\/assets\/index-[^"]+\.js)"/.exec(dist(FALLBACK).toString())?.[1];
const LOCALE = '/locales/lo/common.json';
const expectedHeaders = securityHeaders(await readBuildInputs(DIST_DIR));

const HTTPS = { 'X-Forwarded-Proto': 'https' };
const JSON_TYPE = { 'Content-Type': 'application/json' };
let clients = 0;
/** A client address of its own (the benchmarking range 198.18.0.0/15), as the trusted proxy reports it. */
const newClient = () => {
  clients += 1;
  return { 'X-Forwarded-For': `198.18.${clients >> 8}.${clients & 255}` };
};
/** A username no other test uses (lowercase letters and digits, at most 16). */
const username = (prefix) => `${prefix}${Date.now().toString(36)}${clients}`.slice(0, 16);

/** Every security header of the policy, exactly; HSTS exactly when https. */
function expectSecurityHeaders(answer, { https = false } = {}) {
  const expected = { ...expectedHeaders, 'Strict-Transport-Security': https ? STRICT_TRANSPORT_SECURITY : undefined };
  const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers[name.toLowerCase()]]));
  expect({ status: answer.status, ...sent }).toEqual({ status: answer.status, ...expected });
}

/** A refusal exactly as server.mjs's sendError writes it. */
function expectRefusal(answer, { status, code, message }, params) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.json()).toEqual(params ? { code, message, params } : { code, message });
}

/** Cookies of one browser: Set-Cookie taken in, sent back as a Cookie header. */
function cookieJar() {
  const cookies = new Map();
  return {
    take(answer) {
      for (const line of answer.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
      return answer;
    },
    header: () => ({ Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }),
  };
}

describe.each(servers)('$name', (target) => {
  const { name } = target;
  let server;
  beforeAll(async () => {
    server = await use(target);
  });
  const get = (path, headers = {}) => call(`${server.url}${path}`, { headers });
  const post = (path, body, headers = {}) => call(`${server.url}${path}`, { method: 'POST', headers, body });
  // What reached the agency during this test.
  let seenBefore = 0;
  beforeEach(() => {
    seenBefore = server.backend.seen.length;
  });
  const reached = (path) => server.backend.seen.slice(seenBefore).filter((r) => r.url.split('?')[0] === path);

  describe('headers', () => {
    it('every answer carries every security header of the policy; no HSTS on plain http', async () => {
      const answers = [
        await get('/'),
        await get('/login'),
        await get(LOCALE),
        await get(entryScript),
        await get('/assets/missing-chunk.js'),
        await get('/api/v2/agency/info'),
        await post('/api/v2/deposits', '{}', { 'Content-Type': 'text/plain' }),
        await post('/csp-report', '{}', { 'Content-Type': 'application/csp-report' }),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 404, 200, 415, 204]);
      for (const answer of answers) expectSecurityHeaders(answer);
    });

    it('on https (a trusted proxy says so): HSTS with includeSubDomains on pages, API answers and refusals', async () => {
      const answers = [await get('/', HTTPS), await get('/api/v2/agency/info', HTTPS), await post('/api/v2/deposits', 'x', { ...HTTPS, 'Content-Type': 'text/plain' })];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 415]);
      for (const answer of answers) expectSecurityHeaders(answer, { https: true });
    });
  });

  describe('files', () => {
    it('cache rules: hashed assets immutable; index.html, app routes, locales and icons revalidated (304 when unchanged)', async () => {
      expect((await get(entryScript)).headers['cache-control']).toBe(CACHE_IMMUTABLE);
      for (const path of ['/', '/index.html', '/player/deposit', `${LOCALE}?v=1`, '/favicon.svg']) {
        const answer = await get(path, { 'Accept-Encoding': 'br' });
        const again = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': answer.headers.etag });
        expect({ path, status: answer.status, cache: answer.headers['cache-control'], again: again.status }).toEqual({ path, status: 200, cache: CACHE_REVALIDATE, again: 304 });
      }
    });

    it('SPA fallback: a path without an extension is its prerendered page, else the fallback page; a missing file with one, and hidden files, are 404', async () => {
      for (const path of ['/', '/login', '/login/?redirect=%2Fplayer', '/player/deposit/history?page=2', '/player/promotion/abc']) {
        const answer = await get(path);
        const page = pageOf(path);
        expect({ path, status: answer.status, html: /^text\/html;\s?charset=utf-8$/.test(answer.headers['content-type']), page: answer.raw.equals(dist(page)) }).toEqual({ path, status: 200, html: true, page: true });
      }
      for (const path of ['/assets/missing-chunk.js', '/locales/lo/missing.json', '/.vite/manifest.json', '/.server/nginx-server.conf', '/.server/csp.json'])
        expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    });

    it("sends the build's precompressed files: br, gzip, or the file itself, varying by Accept-Encoding", async () => {
      // The service worker too: it is written after the bundle (src/pwa/vite.ts precompresses it).
      for (const path of [entryScript, '/index.html', LOCALE, '/sw.js']) {
        const sent = async (accept, file) => {
          const answer = await get(path, accept ? { 'Accept-Encoding': accept } : {});
          return { path, encoding: answer.headers['content-encoding'], vary: /Accept-Encoding/i.test(answer.headers.vary ?? ''), file: answer.raw.equals(dist(file)) };
        };
        expect(await sent('gzip, deflate, br', `${path}.br`)).toEqual({ path, encoding: 'br', vary: true, file: true });
        expect(await sent('gzip', `${path}.gz`)).toEqual({ path, encoding: 'gzip', vary: true, file: true });
        expect(await sent(undefined, path)).toMatchObject({ path, encoding: undefined, file: true });
      }
      expect((await get(entryScript, { 'Accept-Encoding': 'br' })).headers['content-type']).toMatch(/^(text|application)\/javascript/);
    });
  });

  describe('state-changing /api requests', () => {
    it("refuses the issue's cross-site deposit (text/plain, Origin evil.example, Sec-Fetch-Site cross-site) with 403 before the agency", async () => {
      const answer = await post('/api/v2/deposits', '{"provider":"alphabet","mid":"MID-BCEL-0001","amount":"100000"}', {
        'Content-Type': 'text/plain',
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      });
      expectRefusal(answer, REFUSALS.crossSite);
      expect(reached('/api/v2/deposits')).toEqual([]);
    });

    it('refuses a foreign or null Origin and a cross-site or same-site Sec-Fetch-Site, JSON or not; lets our own origin, a listed one and non-browser clients through', async () => {
      const deposit = (headers) => post('/api/v2/deposits', '{}', { ...JSON_TYPE, ...headers });
      const host = new URL(server.url).host;
      for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: `http://${host}`, 'Sec-Fetch-Site': 'cross-site' }])
        expectRefusal(await deposit(headers), REFUSALS.crossSite);
      expect(reached('/api/v2/deposits')).toEqual([]);
      // Not refused by the front door: the agency answers (401: nobody is signed in).
      const passed = [
        await deposit({ Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' }),
        await deposit({ Origin: 'https://dokkham.example', 'X-Forwarded-Host': 'dokkham.example', 'Sec-Fetch-Site': 'same-origin' }),
        await deposit({ Origin: PARTNER_ORIGIN, 'Sec-Fetch-Site': 'cross-site' }),
        await deposit({}),
      ];
      expect(passed.map((a) => a.status)).toEqual([401, 401, 401, 401]);
      expect(reached('/api/v2/deposits')).toHaveLength(4);
    });

    it('refuses a body that is not JSON with 415; a POST without a body (logout) and GETs need no type', async () => {
      const form = await post('/api/v2/players/login', 'username=demo&password=demo1234', { ...newClient(), 'Content-Type': 'application/x-www-form-urlencoded' });
      expectRefusal(form, REFUSALS.notJson);
      expectRefusal(await post('/api/v2/players/login', 'x', newClient()), REFUSALS.notJson);
      expect(reached('/api/v2/players/login')).toEqual([]);
      expect((await post('/api/v2/players/logout')).status).not.toBe(415);
      expect(reached('/api/v2/players/logout')).toHaveLength(1);
    });

    it('refuses a body over the cap with 413, declared or sent chunked, and nothing reaches the agency', async () => {
      const refusal = REFUSALS.tooLarge(DEFAULT_SETTINGS.bodyLimitBytes);
      const big = JSON.stringify({ fingerprint: { screen: 'x'.repeat(5 * 1024 * 1024), fonts: 'y'.repeat(5 * 1024 * 1024) } });
      expectRefusal(await post('/api/v2/fingerprint', big, JSON_TYPE), refusal);
      const chunks = function* () {
        for (let i = 0; i < 8; i += 1) yield Buffer.alloc(16 * 1024, 'x');
      };
      expectRefusal(await post('/api/v2/fingerprint', chunks(), JSON_TYPE), refusal);
      expect(reached('/api/v2/fingerprint')).toEqual([]);
      // Just under the cap: forwarded (the agency refuses it: nobody is signed in).
      const under = JSON.stringify({ fonts: 'f'.repeat(DEFAULT_SETTINGS.bodyLimitBytes - 100) });
      expect((await post('/api/v2/fingerprint', under, JSON_TYPE)).status).toBe(401);
      expect(reached('/api/v2/fingerprint')).toHaveLength(1);
    });
  });

  describe('password guessing', () => {
    it('one client: the login after the limit is 429 with Retry-After (also in params) and never reaches the agency; another client is not affected', async () => {
      const client = newClient();
      const { max } = DEFAULT_SETTINGS.authRateLimit;
      const login = (i) => post('/api/v2/players/login', JSON.stringify({ username: `nobody${i}`, password: 'wrong-pass-1' }), { ...JSON_TYPE, ...client });
      // At once, as a guesser would (nginx's bucket also lets one more through every few seconds).
      const allowed = await Promise.all(Array.from({ length: max }, (_, i) => login(i)));
      const last = await login(max);
      expect([...allowed.map((a) => a.status), last.status]).toEqual([...Array(max).fill(401), 429]);
      const wait = Number(last.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expectRefusal(last, REFUSALS.tooMany, { retryAfter: wait });
      const fromClient = reached('/api/v2/players/login').filter((r) => r.headers['x-forwarded-for'].includes(client['X-Forwarded-For']));
      expect(fromClient).toHaveLength(max);
      expect((await post('/api/v2/players/login', '{"username":"nobody","password":"wrong-pass-1"}', { ...JSON_TYPE, ...newClient() })).status).toBe(401);
    });

    it("the issue's 30 wrong logins of one player (from many addresses): the 30th is 429 with Retry-After, for the right password too", async () => {
      const who = { username: username('guess'), password: 'right-pass-1' };
      const device = `frontdoor-${who.username}`;
      const registered = await post('/api/v2/players/register', JSON.stringify({ ...who, confirmPassword: who.password, fingerprint: device }), { ...JSON_TYPE, ...newClient(), 'X-Fingerprint': device });
      expect(registered.status).toBe(201);
      const statuses = [];
      let last;
      for (let i = 0; i < 30; i += 1) {
        last = await post('/api/v2/players/login', JSON.stringify({ username: who.username, password: `wrong-${i}-pass` }), { ...JSON_TYPE, ...newClient() });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { retryAfter: Number(last.headers['retry-after']) } });
      expect((await post('/api/v2/players/login', JSON.stringify(who), { ...JSON_TYPE, ...newClient() })).status).toBe(429);
    });
  });

  describe('sessions', () => {
    it('on https the session cookie is Secure and __Host-, the agency gets its own name back, and a password change ends the other session', async () => {
      const client = { ...newClient(), ...HTTPS, ...JSON_TYPE };
      const who = { username: username('sess'), password: 'first-pass-1' };
      const device = `frontdoor-${who.username}`;
      expect((await post('/api/v2/players/register', JSON.stringify({ ...who, confirmPassword: who.password, fingerprint: device }), { ...client, 'X-Fingerprint': device })).status).toBe(201);
      const [mine, other] = [cookieJar(), cookieJar()];
      const login = other.take(await post('/api/v2/players/login', JSON.stringify(who), client));
      expect(login.status).toBe(200);
      const [cookie] = login.headers['set-cookie'];
      expect(cookie).toMatch(/^__Host-dk_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
      mine.take(await post('/api/v2/players/login', JSON.stringify(who), client));

      const signedIn = await get('/api/v2/players/my', { ...client, ...other.header() });
      expect(signedIn.status).toBe(200);
      expect(server.backend.seen.at(-1).headers.cookie).toMatch(/^dk_session=[0-9a-f]+$/);

      const changed = mine.take(await post('/api/v2/players/security/password/change', JSON.stringify({ currentPassword: who.password, newPassword: 'second-pass-2' }), { ...client, ...mine.header() }));
      expect(changed.status).toBe(200);
      expect((await get('/api/v2/players/my', { ...client, ...mine.header() })).status).toBe(200);
      expect((await get('/api/v2/players/my', { ...client, ...other.header() })).status).toBe(401);
    });

    it('on plain http the cookie keeps its name, without Secure', async () => {
      const answer = await post('/api/v2/players/login', '{"username":"demo","password":"demo1234"}', { ...JSON_TYPE, ...newClient() });
      expect(answer.status).toBe(200);
      expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^dk_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/)]);
    });
  });

  it("the mock backend's control endpoints do not exist, and nothing under /api/__mock is forwarded", async () => {
    // Escaped or with dot segments it is the same path to the API behind.
    for (const answer of [
      await post('/api/__mock/reset'),
      await post('/api/__mock/deposits/D1/pay', '{}', JSON_TYPE),
      await get('/api/__mock/state'),
      await post('/api/%5F%5Fmock/reset'),
      await post('/api/v2/%2E%2E/__mock/reset'),
    ])
      expectRefusal(answer, REFUSALS.notFound);
    const underMock = (url) => new URL(decodeURIComponent(url), 'http://localhost').pathname.startsWith('/api/__mock');
    expect(server.backend.seen.slice(seenBefore).filter((r) => underMock(r.url))).toEqual([]);
  });

  it('takes CSP reports (report-uri and report-to) with 204 and logs each as one line', async () => {
    const report = { 'csp-report': { 'document-uri': 'https://x/', 'violated-directive': 'script-src', 'blocked-uri': `https://evil.example/${name}.js` } };
    const answer = await post('/csp-report', JSON.stringify(report), { 'Content-Type': 'application/csp-report' });
    expect(answer.status).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    const list = [{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: `https://t/${name}.gif`, documentURL: 'https://x/' } }];
    expect((await post('/csp-report', JSON.stringify(list), { 'Content-Type': 'application/reports+json' })).status).toBe(204);
    expect((await post('/csp-report', 'x'.repeat(64 * 1024), { 'Content-Type': 'application/csp-report' })).status).toBe(204);
    const logged = server.logLines().join('\n');
    expect(logged).toContain(`[csp] script-src https://evil.example/${name}.js on https://x/`);
    expect(logged).toContain(`[csp] img-src https://t/${name}.gif on https://x/`);
  });

  it("in a browser: the app renders and signs in under the server's CSP without a violation (same-origin POST, session cookie), and the CSP is enforced", async () => {
    const browser = await chromium.launch(launchOptions());
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
      });
      await page.goto(`${server.browserUrl}/login`);
      // The prerendered page's form is sent by the app only: wait for it to take over.
      await page.locator('#boot').waitFor({ state: 'detached' });
      await page.locator('input[name=username]').fill('demo');
      await page.locator('input[name=password]').fill('demo1234');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/player(\/|$)/);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => window.violations)).toEqual([]);
      const [session] = await context.cookies();
      expect({ name: session.name, secure: session.secure }).toEqual(server.browserUrl.startsWith('https:') ? { name: '__Host-dk_session', secure: true } : { name: 'dk_session', secure: false });
      // An injected inline script is refused: the check above can fail.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect.poll(() => page.evaluate(() => window.violations)).toEqual(['script-src-elem inline']);
      expect(await page.evaluate(() => window.injected)).toBeUndefined();
    } finally {
      await browser.close();
    }
  });
});

// What only nginx has: its config check, TLS of its own, the redirect server, per-address trust.
describe.each(servers.filter((s) => s.name === 'nginx'))('$name only', (target) => {
  let server;
  beforeAll(async () => {
    server = await use(target);
  });

  it('the config passes `nginx -t`', () => {
    expect(server.check.output).toContain('test is successful');
    expect(server.check.status).toBe(0);
  });

  it('TLS ended by nginx: HSTS and a Secure __Host- session cookie', async () => {
    const page = await call(`${server.tlsUrl}/`, { ca: server.ca });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, { https: true });
    const login = await call(`${server.tlsUrl}/api/v2/players/login`, { method: 'POST', ca: server.ca, headers: JSON_TYPE, body: '{"username":"demo","password":"demo1234"}' });
    expect(login.headers['set-cookie']).toEqual([expect.stringMatching(/^__Host-dk_session=[^;]+; .*; Secure$/)]);
  });

  it('plain http on the redirect server goes to https', async () => {
    const answer = await call(`${server.redirectUrl}/player/deposit?x=1`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^https:\/\/127\.0\.0\.1\/player\/deposit\?x=1$/);
  });

  it("an untrusted client's X-Forwarded-* change nothing: no HSTS, not passed on, no escape from the auth limit", async () => {
    const untrusted = (path, options = {}) => call(`${server.url}${path}`, { localAddress: '127.0.0.2', ...options });
    const page = await untrusted('/', { headers: { ...HTTPS, 'X-Forwarded-Host': 'evil.example' } });
    expectSecurityHeaders(page, { https: false });
    const { max } = DEFAULT_SETTINGS.authRateLimit;
    const login = (i) =>
      untrusted('/api/v2/players/login', { method: 'POST', headers: { ...JSON_TYPE, 'X-Forwarded-For': `198.51.100.${i}` }, body: JSON.stringify({ username: `stranger${i}`, password: 'wrong-pass-1' }) });
    const allowed = await Promise.all(Array.from({ length: max }, (_, i) => login(i)));
    const last = await login(max);
    expect([...allowed.map((a) => a.status), last.status]).toEqual([...Array(max).fill(401), 429]);
    expect(server.backend.seen.at(-1).headers['x-forwarded-for']).toBe('127.0.0.2');
  });
});
