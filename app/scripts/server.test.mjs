// @vitest-environment node
// The Node server's own parts (scripts/server.mjs) against a fake agency API that records what
// reaches it: its settings (TLS, TRUST_PROXY off), the API's cookie Domain, the limiter's memory and
// the CSP log's bounds. What both front doors do (headers, refusals, limits, cookies, files) is
// checked against the real build for both servers by frontdoor/frontdoor.suite.mjs.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientTimeouts, createCspReportHandler, createRateLimiter, startDokkham } from './server.mjs';

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

describe('HSTS', () => {
  it('with includeSubDomains when TLS says so, or a trusted proxy says https; X-Forwarded-Proto is ignored without TRUST_PROXY', async () => {
    const tls = await start({ tls: true });
    expect((await fetch(`${tls.url}/`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await start({ trustProxy: true });
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await fetch(`${proxied.url}/`, { headers: https })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await start();
    expect((await fetch(`${plain.url}/`, { headers: https })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a build with prerendered pages (vite/firstPaint.ts)', () => {
  it('sends the CSP with the hashes the build wrote (dist/.server/csp.json), each page its own file, app.html for the rest', async () => {
    const prerendered = mkdtempSync(join(tmpdir(), 'dokkham-dist-'));
    try {
      mkdirSync(join(prerendered, '.server'));
      mkdirSync(join(prerendered, 'login'));
      writeFileSync(join(prerendered, '.server/csp.json'), JSON.stringify({ styleHashes: ['sha256-c3R5bGU='], scriptHashes: ['sha256-c2NyaXB0'] }));
      writeFileSync(join(prerendered, 'index.html'), 'landing');
      writeFileSync(join(prerendered, 'login/index.html'), 'login');
      writeFileSync(join(prerendered, 'app.html'), 'boot screen');
      const app = await startDokkham({ port: 0, apiUrl: upstreamUrl, distDir: prerendered });
      running.push(app);
      const answer = await fetch(`${app.url}/`);
      const csp = answer.headers.get('content-security-policy').split('; ');
      expect(csp).toContain("script-src 'self' 'sha256-c2NyaXB0'");
      expect(csp).toContain("style-src-elem 'self' 'sha256-c3R5bGU='");
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      expect(await answer.text()).toBe('landing');
      expect(await (await fetch(`${app.url}/login`)).text()).toBe('login');
      expect(await (await fetch(`${app.url}/login/?redirect=%2Fplayer`)).text()).toBe('login');
      expect(await (await fetch(`${app.url}/player/deposit`)).text()).toBe('boot screen');
      expect((await fetch(`${app.url}/assets/missing.js`)).status).toBe(404);
    } finally {
      rmSync(prerendered, { recursive: true, force: true });
    }
  });

  it('without them (an older build): no hashes, index.html for every path', async () => {
    const app = await start();
    const answer = await fetch(`${app.url}/player/deposit`);
    const csp = answer.headers.get('content-security-policy').split('; ');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src-elem 'self'");
    expect(await answer.text()).toBe('<!doctype html><title>Dokkham</title>');
  });
});

describe('the auth limiter', () => {
  it('forgets hits older than its window and keeps a bounded number of clients', () => {
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
  it('on https the session cookie gets Secure and the __Host- prefix; the agency gets its own name back, and only the prefixed cookies', async () => {
    const app = await start({ tls: true });
    const answer = await fetch(`${app.url}/api/v2/players/login`, {
      method: 'POST',
      headers: { ...json, Cookie: '__Host-dk_session=abc; lang=lo; __Host-lang=th' },
      body: '{}',
    });
    expect(answer.headers.getSetCookie()).toEqual(['__Host-dk_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure']);
    expect(received[0].headers.cookie).toBe('dk_session=abc; lang=th');
    expect(received[0].headers['x-real-ip']).toBe('127.0.0.1');
  });

  it('on http the cookie keeps its name, without Secure, and loses the API Domain', async () => {
    const app = await start();
    const answer = await fetch(`${app.url}/api/v2/players/login`, { method: 'POST', headers: json, body: '{}' });
    expect(answer.headers.getSetCookie()).toEqual(['dk_session=abc; Path=/; HttpOnly; SameSite=Lax']);
  });
});

describe('the client timeouts', () => {
  it("are nginx's: headers within the client timeout (a silent connection checked often enough), keep-alive as set", () => {
    expect(clientTimeouts({ clientTimeoutSeconds: 30, keepAliveTimeoutSeconds: 65 })).toEqual({
      headersTimeout: 30_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 5_000,
    });
    expect(clientTimeouts({ clientTimeoutSeconds: 1, keepAliveTimeoutSeconds: 1 }).connectionsCheckingInterval).toBe(250);
    expect(clientTimeouts({ clientTimeoutSeconds: 300, keepAliveTimeoutSeconds: 1 }).requestTimeout).toBe(300_000);
  });
});

describe('CSP reports', () => {
  it('logs at most the bound per minute, then says how many it left out', async () => {
    const report = { 'csp-report': { 'document-uri': 'https://x/', 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/a.js' } };
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
