// @vitest-environment node
// The production server's front door (scripts/server.mjs) against a fake agency API that records
// what reaches it: headers, the cross-site POST of issue 15 refused, bodies capped, the auth limit,
// cookies on https, /api/__mock never forwarded, CSP reports logged within bounds.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import edge from './frontdoor/edge.js';
import { createCspReportHandler, createRateLimiter, settingsFromEnv, startDokkham } from './server.mjs';

const { secureCookie, unprefixCookies } = edge;

const distDir = mkdtempSync(join(tmpdir(), 'dokkham-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Dokkham</title>');

/** What the fake agency API received. */
let received = [];
let upstream;
let upstreamUrl;
const running = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(req.url.endsWith('/login') ? 200 : 201, {
        'Content-Type': 'application/json',
        'Set-Cookie': ['dk_session=abc; Path=/; HttpOnly; SameSite=Lax; Domain=api.agency.example'],
      });
      res.end('{"ok":true}');
    });
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
});
afterEach(async () => {
  received = [];
  while (running.length) await running.pop().close();
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

async function start(settings = {}) {
  const app = await startDokkham({ port: 0, apiUrl: upstreamUrl, distDir, settings });
  running.push(app);
  return app;
}

const json = { 'Content-Type': 'application/json' };

describe('headers', () => {
  it('CSP with base-uri none and a report endpoint; no HSTS on plain http', async () => {
    const app = await start();
    const answer = await fetch(`${app.url}/`);
    const csp = answer.headers.get('content-security-policy');
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
    expect(answer.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS with includeSubDomains when TLS says so, or a trusted proxy says https; an untrusted X-Forwarded-Proto is ignored', async () => {
    const tls = await start({ tls: true });
    expect((await fetch(`${tls.url}/`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await start({ trustProxy: true });
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await fetch(`${proxied.url}/`, { headers: https })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await start();
    expect((await fetch(`${plain.url}/`, { headers: https })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('cross-site state changes', () => {
  it("refuses the issue's request (text/plain, Origin evil.example, Sec-Fetch-Site cross-site) before the agency sees it", async () => {
    const app = await start();
    const answer = await fetch(`${app.url}/api/v2/deposits`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: '{"provider":"alphabet","mid":"MID-BCEL-0001","amount":"100000"}',
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect(received).toEqual([]);
  });

  it('refuses a foreign Origin or a cross-site Sec-Fetch-Site even with JSON; accepts our own origin, listed origins and non-browser clients', async () => {
    const app = await start({ allowedOrigins: ['https://partner.example'] });
    const post = (headers) => fetch(`${app.url}/api/v2/deposits`, { method: 'POST', headers: { ...json, ...headers }, body: '{}' });
    expect((await post({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ Origin: 'null' })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect(received).toEqual([]);
    const own = new URL(app.url).host;
    expect((await post({ Origin: `http://${own}`, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    expect((await post({ Origin: 'https://partner.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(201);
    expect((await post({})).status).toBe(201);
    expect(received).toHaveLength(3);
  });

  it('requires JSON for a body (415); a POST without body (logout) needs no type; GETs pass untouched', async () => {
    const app = await start();
    const form = await fetch(`${app.url}/api/v2/players/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&password=demo1234',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(received).toEqual([]);
    expect((await fetch(`${app.url}/api/v2/players/logout`, { method: 'POST' })).status).toBe(201);
    expect((await fetch(`${app.url}/api/v2/agency`)).status).toBe(201);
  });
});

describe('request bodies', () => {
  it('refuses a body over the cap with 413, declared or streamed, and forwards nothing', async () => {
    const app = await start();
    const big = JSON.stringify({ fingerprint: { screen: 'x'.repeat(5 * 1024 * 1024), fonts: 'y'.repeat(5 * 1024 * 1024) } });
    const declared = await fetch(`${app.url}/api/v2/fingerprint`, { method: 'POST', headers: json, body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${app.url}/api/v2/fingerprint`, { method: 'POST', headers: json, body: stream, duplex: 'half' });
    expect(streamed.status).toBe(413);
    expect(received).toEqual([]);
    // Under the cap: forwarded whole.
    const small = await fetch(`${app.url}/api/v2/fingerprint`, { method: 'POST', headers: json, body: '{"a":"b"}' });
    expect(small.status).toBe(201);
    expect(received[0].body).toBe('{"a":"b"}');
  });
});

describe('the auth limit', () => {
  it('answers 429 with Retry-After once a client went over the limit; another client is not affected', async () => {
    const app = await start({ trustProxy: true, authRateLimit: { max: 3, windowSeconds: 60 } });
    const login = (ip) =>
      fetch(`${app.url}/api/v2/players/login`, { method: 'POST', headers: { ...json, 'X-Forwarded-For': ip }, body: '{"username":"demo","password":"wrong-one"}' });
    for (let i = 0; i < 3; i += 1) expect((await login('203.0.113.7')).status).toBe(200);
    const limited = await login('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { retryAfter: expect.any(Number) } });
    expect(received).toHaveLength(3);
    expect((await login('198.51.100.1')).status).toBe(200);
  });

  it('the limiter forgets hits older than its window and keeps a bounded number of clients', () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 2, windowSeconds: 10, maxKeys: 2, now: () => t });
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('a')).toBe(10);
    t = 4_000;
    expect(limiter.hit('a')).toBe(6);
    t = 10_001;
    expect(limiter.hit('a')).toBeNull();
    limiter.hit('b');
    limiter.hit('c'); // 'a' was least recently hit: dropped
    expect(limiter.hit('a')).toBeNull();
  });
});

describe('cookies', () => {
  it('on https the session cookie gets Secure and the __Host- prefix; the agency gets its own name back', async () => {
    const app = await start({ tls: true });
    const answer = await fetch(`${app.url}/api/v2/players/login`, {
      method: 'POST',
      headers: { ...json, Cookie: '__Host-dk_session=abc; lang=lo' },
      body: '{}',
    });
    expect(answer.headers.getSetCookie()).toEqual(['__Host-dk_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure']);
    expect(received[0].headers.cookie).toBe('dk_session=abc; lang=lo');
  });

  it('on http the cookie keeps its name, without Secure, and loses the API Domain', async () => {
    const app = await start();
    const answer = await fetch(`${app.url}/api/v2/players/login`, { method: 'POST', headers: json, body: '{}' });
    expect(answer.headers.getSetCookie()).toEqual(['dk_session=abc; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('secureCookie leaves cookies with a Domain or a narrower Path unprefixed', () => {
    expect(secureCookie('a=1; Path=/player')).toBe('a=1; Path=/player; Secure');
    expect(secureCookie('a=1; Path=/; Secure')).toBe('__Host-a=1; Path=/; Secure');
    expect(unprefixCookies('__Host-a=1;b=2')).toBe('a=1; b=2');
  });
});

describe('mock routes and CSP reports', () => {
  it('never forwards /api/__mock to a real agency API', async () => {
    const app = await start();
    const answer = await fetch(`${app.url}/api/__mock/deposits/D1/pay`, { method: 'POST', headers: json, body: '{}' });
    expect(answer.status).toBe(404);
    expect(received).toEqual([]);
  });

  it('takes CSP reports with 204 and logs at most the bound per minute', async () => {
    const app = await start();
    const report = { 'csp-report': { 'document-uri': 'https://x/', 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/a.js' } };
    const answer = await fetch(`${app.url}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(answer.status).toBe(204);

    const lines = [];
    let t = 0;
    const handle = createCspReportHandler({ perMinute: 3, log: (l) => lines.push(l), now: () => t });
    const fakeReq = (body) => Object.assign(Readable.from([Buffer.from(body)]), { method: 'POST' });
    const res = { writeHead: () => ({ end: () => undefined }) };
    for (let i = 0; i < 5; i += 1) await handle(fakeReq(JSON.stringify(report)), res);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('[csp] script-src https://evil.example/a.js on https://x/');
    t = 60_000;
    await handle(fakeReq(JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://t/p.gif', documentURL: 'https://x/' } }])), res);
    expect(lines.slice(3)).toEqual(['[csp] 2 more reports in the last minute not logged', '[csp] img-src https://t/p.gif on https://x/']);
  });
});

describe('settings from the environment', () => {
  it('reads and checks each setting', () => {
    expect(settingsFromEnv({})).toMatchObject({ trustProxy: false, tls: false, allowedOrigins: [], bodyLimitBytes: 65536, authRateLimit: { max: 20, windowSeconds: 60 } });
    expect(
      settingsFromEnv({ TRUST_PROXY: 'on', TLS: 'on', ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443', BODY_LIMIT_BYTES: '2048', AUTH_RATE_LIMIT: '5/30' }),
    ).toMatchObject({ trustProxy: true, tls: true, allowedOrigins: ['https://a.example', 'https://b.example:8443'], bodyLimitBytes: 2048, authRateLimit: { max: 5, windowSeconds: 30 } });
    expect(settingsFromEnv({ AUTH_RATE_LIMIT: 'off' }).authRateLimit).toBeNull();
    expect(() => settingsFromEnv({ TLS: 'yes please' })).toThrow(/TLS/);
    expect(() => settingsFromEnv({ ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => settingsFromEnv({ AUTH_RATE_LIMIT: '5' })).toThrow(/AUTH_RATE_LIMIT/);
  });
});
