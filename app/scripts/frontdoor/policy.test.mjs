// @vitest-environment node
// The policy's content (the suite checks that both servers send it; this, that it says the right thing).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_STATUS } from '@dokkham/api/values';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, REFUSALS, cacheControlOf, contentSecurityPolicy, readBuildInputs, securityHeaders, settingsFromEnv } from './policy.mjs';

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

it("the refusals' codes and statuses are the contract's (packages/api values.ts), which the app translates", () => {
  const refusals = [REFUSALS.crossSite, REFUSALS.notJson, REFUSALS.tooLarge(DEFAULT_SETTINGS.bodyLimitBytes), REFUSALS.tooMany, REFUSALS.notFound];
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
});
