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
import { connect } from 'node:net';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, DEFAULT_SETTINGS, METHOD_NOT_ALLOWED, REFUSALS, errorBody, STRICT_TRANSPORT_SECURITY, readBuildInputs, securityHeaders } from './policy.mjs';
import { PARTNER_ORIGIN, TEST_CACHE_CONTROL, TEST_HOLD, call, nginxAvailability, startNginxTarget, startNodeTarget } from './targets.mjs';

const { launchOptions } = createRequire(import.meta.url)('../chromium.cjs');

const nginx = nginxAvailability();
/**
 * Short timeouts, for the expectations that need them to run out: each server is also started a
 * second time with these (as if deployed with API_TIMEOUT_SECONDS=1 and so on). The main pair keeps
 * the defaults, so a busy machine never turns a slow answer into a 504 there.
 */
const SHORT = { apiTimeoutSeconds: 2, clientTimeoutSeconds: 2, keepAliveTimeoutSeconds: 2 };
const servers = [
  { name: 'node', start: startNodeTarget, short: { name: 'node, short timeouts', start: () => startNodeTarget({ settings: SHORT }) } },
  ...(nginx.missing
    ? []
    : [{ name: 'nginx', start: () => startNginxTarget(nginx), short: { name: 'nginx, short timeouts', start: () => startNginxTarget(nginx, { settings: SHORT }) } }]),
];

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

/** Waits until `check()` is true (polled), failing with `what` after `ms`. */
async function until(check, what, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A raw connection to `url`'s server that writes `sent` (nothing: a silent client) and resolves,
 * once the server closes it, to how long that took in ms and what it answered (if anything);
 * `null` when still open after `ms`.
 */
function whenClosed(url, sent, ms) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const start = Date.now();
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, ms);
    socket.on('connect', () => {
      if (sent) socket.write(sent);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ after: Date.now() - start, answer });
    });
  });
}

describe.each(servers)('$name', (target) => {
  const { name } = target;
  let server;
  beforeAll(async () => {
    server = await use(target);
  });
  const get = (path, headers = {}, signal = undefined) => call(`${server.url}${path}`, { headers, signal });
  const post = (path, body, headers = {}) => call(`${server.url}${path}`, { method: 'POST', headers, body });
  // What reached the agency during this test.
  let seenBefore = 0;
  beforeEach(() => {
    seenBefore = server.backend.seen.length;
  });
  const reached = (path) => server.backend.seen.slice(seenBefore).filter((r) => r.url.split('?')[0] === path);
  /** A new player, registered and logged in with `headers`: who, and the session cookie as set. */
  const newPlayer = async (prefix, headers = {}) => {
    const who = { username: username(prefix), password: 'right-pass-1' };
    const device = `frontdoor-${who.username}`;
    const client = { ...JSON_TYPE, ...newClient(), ...headers };
    expect((await post('/api/v2/players/register', JSON.stringify({ ...who, confirmPassword: who.password, fingerprint: device, adult: true }), { ...client, 'X-Fingerprint': device })).status).toBe(201);
    const login = await post('/api/v2/players/login', JSON.stringify(who), client);
    expect(login.status).toBe(200);
    const [cookieName, token] = login.headers['set-cookie'].find((c) => /dk_session=/.test(c)).split(';')[0].split('=');
    return { who, name: cookieName, token };
  };

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

    it('hidden paths are 404 however written (.git, .env, .server), and so are /.well-known/ without a file, the .br/.gz copies by name and /api itself', async () => {
      for (const path of ['/.git/config', '/.git/', '/.env', '/.server/', '/.server', '/player/.env', '/%2Egit/config', '/.well-known', '/.well-known/x', '/sw.js.br', `${entryScript}.gz`, '/api', '/api?x=1'])
        expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    });

    it('a path is read as nginx reads it: escapes decoded, slashes merged, dot segments resolved; a target without a readable path is 400', async () => {
      for (const path of ['//login', '/login//', '/./login', '/player/../login', '/%6Cogin'])
        expect({ path, status: (await get(path)).status, page: (await get(path)).raw.equals(dist(pageOf('/login'))) }).toEqual({ path, status: 200, page: true });
      for (const path of ['/../login', '/%2e%2e/.env', '/log%in', '/%zz', '/login%00', '/api/v2/players/log%in', '/api/v2/agency/info%00'])
        expect({ path, status: (await get(path)).status }).toEqual({ path, status: 400 });
      expect((await get('/login?x=%zz')).status).toBe(200);
    });

    it('pages and files take GET and HEAD only: any other method is 405 with Allow (TRACE everywhere, /api too), with the security headers', async () => {
      const { host } = new URL(server.url);
      for (const path of ['/', '/login', '/player/deposit', '/index.html', LOCALE, entryScript, '/no-such-page'])
        for (const method of ['OPTIONS', 'TRACE', 'PUT', 'DELETE', 'PATCH', 'POST']) {
          const answer = await call(`${server.url}${path}`, { method, headers: { Origin: `http://${host}`, ...JSON_TYPE }, body: method === 'TRACE' ? undefined : '{}' });
          expect({ path, method, status: answer.status, allow: answer.headers.allow }).toEqual({ path, method, status: METHOD_NOT_ALLOWED.status, allow: METHOD_NOT_ALLOWED.allow });
          expectSecurityHeaders(answer);
        }
      const trace = await call(`${server.url}/api/v2/agency/info`, { method: 'TRACE' });
      expect(trace.status).toBe(405);
      expect(reached('/api/v2/agency/info')).toEqual([]);
      expect((await call(`${server.url}/login`, { method: 'HEAD' })).status).toBe(200);
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

  describe('the agency API behind', () => {
    it('API answers are not for caches: no-store and Vary: Cookie unless the agency sent a Cache-Control of its own', async () => {
      const jar = cookieJar();
      const answers = {
        info: await get('/api/v2/agency/info'),
        login: jar.take(await post('/api/v2/players/login', '{"username":"demo","password":"demo1234"}', { ...JSON_TYPE, ...newClient() })),
        credits: await get('/api/v2/players/credits', jar.header()),
        player: await get('/api/v2/players/info', jar.header()),
        signedOut: await get('/api/v2/players/my'),
        missing: await get('/api/v2/no-such-endpoint'),
      };
      expect(Object.values(answers).map((a) => a.status)).toEqual([200, 200, 200, 200, 401, 404]);
      for (const [what, answer] of Object.entries(answers))
        expect({ what, cache: answer.headers['cache-control'], vary: /(^|,)\s*Cookie\s*(,|$)/i.test(answer.headers.vary ?? '') }).toEqual({ what, cache: 'no-store', vary: true });
      const own = await get('/api/v2/agency/info', { [TEST_CACHE_CONTROL]: 'public, max-age=60' });
      expect({ cache: own.headers['cache-control'], vary: /Cookie/i.test(own.headers.vary ?? '') }).toEqual({ cache: 'public, max-age=60', vary: true });
    });

    it('the agency API unreachable: 502 API_UNREACHABLE, the body naming no address (the log keeps it)', async () => {
      await server.backend.pause();
      let answer;
      try {
        answer = await get('/api/v2/agency/info');
      } finally {
        await server.backend.resume();
      }
      expectRefusal(answer, REFUSALS.apiUnreachable);
      expect(answer.text).not.toMatch(new RegExp(`127\\.0\\.0\\.1|${server.backend.port}|ECONN`));
      await until(() => server.logLines().some((line) => line.includes(`:${server.backend.port}`) && /refused/i.test(line)), 'the log names the API and the refusal', 5_000);
      expect((await get('/api/v2/agency/info')).status).toBe(200);
    });

    it('clients that leave while the agency thinks: their requests to the agency are closed too', async () => {
      const leaving = Array.from({ length: 30 }, () => new AbortController());
      const calls = leaving.map((controller) => get('/api/v2/agency/info', { [TEST_HOLD]: '1' }, controller.signal).catch(() => 'left'));
      await until(() => server.backend.held.size === 30, 'the 30 requests reach the agency');
      for (const controller of leaving) controller.abort();
      expect(await Promise.all(calls)).toEqual(Array(30).fill('left'));
      // Well before the API timeout (30 s by default): the front door closes them as the clients go.
      await until(() => server.backend.held.size === 0, 'the front door closes the 30 requests to the agency', 5_000);
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
      const registered = await post('/api/v2/players/register', JSON.stringify({ ...who, confirmPassword: who.password, fingerprint: device, adult: true }), { ...JSON_TYPE, ...newClient(), 'X-Fingerprint': device });
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

    it('a path not written canonically (dot segment, empty segment, trailing slash, ;, backslash, escaped dot or slash) is 404 and never reaches the agency', async () => {
      const body = '{"username":"demo","password":"demo1234"}';
      for (const path of [
        '/api/v2/players/login/',
        '/api/v2/players/./login',
        '/api/v2/players/x/../login',
        '/api/v2//players/login',
        '/api/v2/players/login;x=1',
        '/api/v2/players\\login',
        '/api/v2/players/%2E/login',
        '/api/v2/players%2Flogin',
        '/api/v2/players/login%2f',
        '/api/v2/players/login/?x=1',
        '//api/v2/players/login',
        '/%61pi/v2/players/login',
      ])
      {
        const answer = await post(path, body, { ...JSON_TYPE, ...newClient() });
        expect({ path, status: answer.status, body: answer.text }).toEqual({ path, status: 404, body: errorBody(REFUSALS.notFound.code, REFUSALS.notFound.message) });
      }
      expect(server.backend.seen.slice(seenBefore).filter((r) => /log/i.test(r.url))).toEqual([]);
    });

    it('the limit counts the endpoint however its letters are written (case, escaped letters): one count for all spellings', async () => {
      const client = newClient();
      const { max } = DEFAULT_SETTINGS.authRateLimit;
      const spellings = ['/api/v2/players/login', '/api/v2/players/LOGIN', '/api/v2/Players/Login', '/api/v2/players/%6Cogin'];
      const login = (path, i) => post(path, JSON.stringify({ username: `nobody${i}`, password: 'wrong-pass-1' }), { ...JSON_TYPE, ...client });
      await Promise.all(Array.from({ length: max }, (_, i) => login(spellings[i % spellings.length], i)));
      const over = await Promise.all(spellings.map((path, i) => login(path, max + i)));
      expect(over.map((a, i) => ({ path: spellings[i], status: a.status }))).toEqual(spellings.map((path) => ({ path, status: 429 })));
    });

    it('the username check is limited per client like login (it tells which usernames exist)', async () => {
      const client = newClient();
      const { max } = DEFAULT_SETTINGS.authRateLimit;
      const check = (i) => post('/api/v2/players/username/validate', JSON.stringify({ username: `probe${i}` }), { ...JSON_TYPE, ...client });
      const allowed = await Promise.all(Array.from({ length: max }, (_, i) => check(i)));
      const last = await check(max);
      expect([...allowed.map((a) => a.status), last.status]).toEqual([...Array(max).fill(200), 429]);
      expectRefusal(last, REFUSALS.tooMany, { retryAfter: Number(last.headers['retry-after']) });
    });

    it("one guesser is slowed without locking the player out: the owner logs in from elsewhere, and on their own device even after guesses from many addresses", async () => {
      const { who } = await newPlayer('owner');
      // The owner's device: it logged in before (the agency remembers it by a device cookie).
      const device = cookieJar();
      const home = newClient();
      const loginAs = (password, headers) => post('/api/v2/players/login', JSON.stringify({ username: who.username, password }), { ...JSON_TYPE, ...headers });
      expect(device.take(await loginAs(who.password, { ...home, ...device.header() })).status).toBe(200);
      // One guesser, one address: a few failures, then 429.
      const guesser = newClient();
      const guesses = [];
      for (let i = 0; i < 7; i += 1) guesses.push((await loginAs(`wrong-${i}-pass`, guesser)).status);
      expect(guesses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      // The owner, from another address and without the device: still in.
      expect((await loginAs(who.password, newClient())).status).toBe(200);
      // Guesses from 30 addresses: new clients are locked out, the right password too ...
      for (let i = 0; i < 30; i += 1) await loginAs(`wrong-${i}-again`, newClient());
      expect((await loginAs(who.password, newClient())).status).toBe(429);
      // ... but not the owner's device.
      expect((await loginAs(who.password, { ...home, ...device.header() })).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('on https the session cookie is Secure and __Host-, the agency gets its own name back, and a password change ends the other session', async () => {
      const client = { ...newClient(), ...HTTPS, ...JSON_TYPE };
      const who = { username: username('sess'), password: 'first-pass-1' };
      const device = `frontdoor-${who.username}`;
      expect((await post('/api/v2/players/register', JSON.stringify({ ...who, confirmPassword: who.password, fingerprint: device, adult: true }), { ...client, 'X-Fingerprint': device })).status).toBe(201);
      const [mine, other] = [cookieJar(), cookieJar()];
      const login = other.take(await post('/api/v2/players/login', JSON.stringify(who), client));
      expect(login.status).toBe(200);
      const cookie = login.headers['set-cookie'].find((c) => c.startsWith('__Host-dk_session='));
      expect(cookie).toMatch(/^__Host-dk_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
      mine.take(await post('/api/v2/players/login', JSON.stringify(who), client));

      const signedIn = await get('/api/v2/players/my', { ...client, ...other.header() });
      expect(signedIn.status).toBe(200);
      expect(server.backend.seen.at(-1).headers.cookie).toMatch(/^dk_session=[0-9a-f]+; dk_device=[0-9a-f]+$/);

      const changed = mine.take(await post('/api/v2/players/security/password/change', JSON.stringify({ currentPassword: who.password, newPassword: 'second-pass-2' }), { ...client, ...mine.header() }));
      expect(changed.status).toBe(200);
      expect((await get('/api/v2/players/my', { ...client, ...mine.header() })).status).toBe(200);
      expect((await get('/api/v2/players/my', { ...client, ...other.header() })).status).toBe(401);
    });

    it('cookie tossing: on https only the __Host- session reaches the agency; a plain dk_session beside it, or alone, is dropped', async () => {
      const victim = await newPlayer('victim', HTTPS);
      const attacker = await newPlayer('tosser');
      expect([victim.name, attacker.name]).toEqual(['__Host-dk_session', 'dk_session']);
      // A sibling subdomain planted its own session (Domain=.parent); the browser sends it first.
      const both = await get('/api/v2/players/my', { ...HTTPS, Cookie: `dk_session=${attacker.token}; __Host-dk_session=${victim.token}; other=1` });
      expect(both.status).toBe(200);
      expect(both.json().player.username).toBe(victim.who.username);
      expect(server.backend.seen.at(-1).headers.cookie).toBe(`dk_session=${victim.token}`);
      const planted = await get('/api/v2/players/my', { ...HTTPS, Cookie: `dk_session=${attacker.token}` });
      expect(planted.status).toBe(401);
      expect(server.backend.seen.at(-1).headers.cookie).toBeUndefined();
      // On plain http the session has its own name (a __Host- cookie never comes from a browser there).
      expect((await get('/api/v2/players/my', { Cookie: `__Host-dk_session=${victim.token}` })).status).toBe(401);
      expect((await get('/api/v2/players/my', { Cookie: `dk_session=${attacker.token}` })).json().player.username).toBe(attacker.who.username);
    });

    it('on plain http the cookie keeps its name, without Secure', async () => {
      const answer = await post('/api/v2/players/login', '{"username":"demo","password":"demo1234"}', { ...JSON_TYPE, ...newClient() });
      expect(answer.status).toBe(200);
      expect(answer.headers['set-cookie']).toEqual([
        expect.stringMatching(/^dk_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/),
        expect.stringMatching(/^dk_device=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/),
      ]);
    });
  });

  describe('timeouts (the server again, with each timeout at 2 s)', () => {
    let short;
    beforeAll(async () => {
      short = await use(target.short);
    });

    it('an agency API that accepts and never answers: 504 API_TIMEOUT after API_TIMEOUT_SECONDS, and the request to it is closed', async () => {
      const start = Date.now();
      const answer = await call(`${short.url}/api/v2/agency/info`, { headers: { [TEST_HOLD]: '1' } });
      expectRefusal(answer, REFUSALS.apiTimeout);
      expect(Date.now() - start).toBeGreaterThanOrEqual(SHORT.apiTimeoutSeconds * 1000 - 100);
      await until(() => short.backend.held.size === 0, 'the request to the agency is closed', 5_000);
    });

    it('idle clients are closed: silent from the start, headers sent in part, a body that stalls, an idle keep-alive connection', async () => {
      // Node keeps an idle keep-alive connection a second longer than set (its own margin).
      const limit = (SHORT.keepAliveTimeoutSeconds + 4) * 1000;
      const [silent, header, body, keepAlive] = await Promise.all([
        whenClosed(short.url, '', limit),
        whenClosed(short.url, 'GET / HTTP/1.1\r\nHost: localhost\r\n', limit),
        whenClosed(short.url, 'POST /api/v2/players/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user', limit),
        whenClosed(short.url, 'GET /favicon.svg HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n', limit),
      ]);
      // Each within its timeout and a margin for a busy machine, never before.
      for (const [what, closed] of Object.entries({ silent, header, body, keepAlive })) {
        expect({ what, closed: closed !== null }).toEqual({ what, closed: true });
        expect({ what, early: closed.after < SHORT.clientTimeoutSeconds * 1000 - 100 }).toEqual({ what, early: false });
      }
      expect(keepAlive.answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(short.backend.seen.filter((r) => r.url === '/api/v2/players/login')).toEqual([]);
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
      const session = (await context.cookies()).find((c) => c.name.endsWith('dk_session'));
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
    expect(login.headers['set-cookie']).toEqual([expect.stringMatching(/^__Host-dk_session=[^;]+; .*; Secure$/), expect.stringMatching(/^__Host-dk_device=[^;]+; .*; Secure$/)]);
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
