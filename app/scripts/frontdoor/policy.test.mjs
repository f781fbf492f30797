// @vitest-environment node
// The policy's content (the suite checks that both servers send it; this, that it says the right thing).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointRoutes } from '@dokkham/api';
import { ERROR_STATUS } from '@dokkham/api/errorCodes';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, DEFAULT_SETTINGS, REFUSALS, cacheControlOf, contentSecurityPolicy, isNonCanonicalApiTarget, limitPathOf, readBuildInputs, securityHeaders, settingsFromEnv, uriOf } from './policy.mjs';

describe('contentSecurityPolicy', () => {
  it("has base-uri 'none', no framing, scripts only from our origin, and a report endpoint", () => {
    const csp = contentSecurityPolicy().split('; ');
    expect(csp).toEqual(expect.arrayContaining(["base-uri 'none'", "frame-ancestors 'none'", "object-src 'none'", "script-src 'self'", 'report-uri /csp-report', 'report-to csp']));
    expect(securityHeaders()['Reporting-Endpoints']).toBe('csp="/csp-report"');
  });

  it("takes the build's hashes of inline elements into script-src and style-src-elem; style attributes stay allowed", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ['sha256-YWJj'], styleHashes: ['sha384-ZGVm=', 'sha256-Z2hp'] }).split('; ');
    expect(csp).toContain("script-src 'self' 'sha256-YWJj'");
    expect(csp).toContain("style-src-elem 'self' 'sha384-ZGVm=' 'sha256-Z2hp'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    // For browsers without -elem/-attr; a hash here would make them drop 'unsafe-inline' (Radix's style attributes).
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy().split('; ')).toContain("style-src-elem 'self'");
  });

  it('refuses anything but a hash source (it ends up in headers and nginx files)', () => {
    expect(() => contentSecurityPolicy({ styleHashes: ["sha256-x'; script-src *"] })).toThrow(/not a hash source/);
    expect(() => contentSecurityPolicy({ scriptHashes: ['md5-YWJj'] })).toThrow(/not a hash source/);
  });
});

describe('readBuildInputs', () => {
  it("reads dist/.server/csp.json; a build without one has no inputs; a malformed one stops the server's start", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dokkham-inputs-'));
    try {
      expect(await readBuildInputs(dist)).toEqual({});
      mkdirSync(join(dist, '.server'));
      writeFileSync(join(dist, '.server/csp.json'), JSON.stringify({ styleHashes: ['sha256-YWJj'] }));
      expect(await readBuildInputs(dist)).toEqual({ styleHashes: ['sha256-YWJj'], scriptHashes: [] });
      writeFileSync(join(dist, '.server/csp.json'), JSON.stringify({ scriptHashes: ['unsafe-inline'] }));
      await expect(readBuildInputs(dist)).rejects.toThrow(/not a hash source/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

it('cache rules: hashed assets for good, everything else revalidated', () => {
  expect(cacheControlOf('/assets/index-CZaLJv7Y.js')).toBe('public, max-age=31536000, immutable');
  expect(['/', '/index.html', '/locales/lo/common.json', '/favicon.svg', '/player/assets'].map(cacheControlOf)).toEqual(Array(5).fill('no-cache'));
});

it("the refusals' codes and statuses are the contract's (packages/api errorCodes.ts), which the app translates", () => {
  const refusals = [REFUSALS.crossSite, REFUSALS.notJson, REFUSALS.tooLarge(DEFAULT_SETTINGS.bodyLimitBytes), REFUSALS.tooMany, REFUSALS.notFound, REFUSALS.apiUnreachable, REFUSALS.apiTimeout];
  expect(refusals.map(({ code, status }) => [code, status])).toEqual(refusals.map(({ code }) => [code, ERROR_STATUS[code]]));
});

describe('settingsFromEnv', () => {
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

  it('reads the timeouts in whole seconds, within their bounds', () => {
    expect(settingsFromEnv({})).toMatchObject({ apiTimeoutSeconds: 30, clientTimeoutSeconds: 30, keepAliveTimeoutSeconds: 65 });
    expect(settingsFromEnv({ API_TIMEOUT_SECONDS: '10', CLIENT_TIMEOUT_SECONDS: '20', KEEPALIVE_TIMEOUT_SECONDS: '5' })).toMatchObject({
      apiTimeoutSeconds: 10,
      clientTimeoutSeconds: 20,
      keepAliveTimeoutSeconds: 5,
    });
    for (const [name, value] of [['API_TIMEOUT_SECONDS', '0'], ['API_TIMEOUT_SECONDS', '1.5'], ['CLIENT_TIMEOUT_SECONDS', '301'], ['KEEPALIVE_TIMEOUT_SECONDS', 'soon']])
      expect(() => settingsFromEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('paths', () => {
  it('uriOf reads a target as nginx ($uri): decoded, slashes merged, dot segments resolved; null where nginx answers 400', () => {
    const cases = { '/': '/', '//login': '/login', '/login//': '/login/', '/./login': '/login', '/a/../login': '/login', '/a/.': '/a/', '/%6Cogin?x=%zz': '/login', '/a%2fb': '/a/b' };
    for (const [target, uri] of Object.entries(cases)) expect({ target, uri: uriOf(target) }).toEqual({ target, uri });
    for (const target of ['/../login', '/%2e%2e/x', '/log%in', '/%', '/x%00', '/\u00e9', 'login']) expect({ target, uri: uriOf(target) }).toEqual({ target, uri: null });
  });

  it('an /api target is canonical only as /api/<segments> without dot or empty segments, trailing slash, ;, \\ or escaped . / \\ ; %', () => {
    for (const target of ['/api/v2/players/login', '/api/v2/deposits/DP25031400201/qr', '/api/v2/players/%6Cogin', '/api/v2/deposits?page=2&x=a//b'])
      expect({ target, refused: isNonCanonicalApiTarget(target) }).toEqual({ target, refused: false });
    for (const target of ['/api/', '/api/v2/players/login/', '/api/v2/./x', '/api/v2/x/..', '/api/v2//x', '/api/v2/x;y', '/api/v2\\x', '/api/v2/%2E', '/api/v2/a%2fb', '/api/v2/%5c', '/api/v2/%3B', '/api/v2/%25', '//api/v2/x', '/%61pi/v2/x'])
      expect({ target, refused: isNonCanonicalApiTarget(target) }).toEqual({ target, refused: true });
  });

  it('a limit compares the path decoded and in lower case', () => {
    expect(['/api/v2/Players/LOGIN', '/api/v2/players/%6Cogin?x=1'].map(limitPathOf)).toEqual(['/api/v2/players/login', '/api/v2/players/login']);
  });
});

describe('AUTH_PATHS', () => {
  // The api's endpoints that take a password or a username (guessing, mass registration, probing).
  const LIMITED = ['login', 'register', 'usernameValidate', 'passwordChange'];

  it("are the api's own paths of its auth endpoints (areas/auth/route.ts), under /api", () => {
    expect(AUTH_PATHS).toEqual(LIMITED.map((name) => `/api${endpointRoutes[name].path}`));
  });

  it('leave out no POST a guest can send but logout (a new one is limited or named here)', () => {
    const guestPosts = Object.entries(endpointRoutes).filter(([, route]) => route.method === 'POST' && !route.session);
    expect(guestPosts.map(([name]) => name).filter((name) => !LIMITED.includes(name))).toEqual(['logout']);
  });
});
