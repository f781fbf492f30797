// @vitest-environment node
// The nginx files the build writes: every header of the policy, the limits of the settings, the
// refusals as the Node server words them. (frontdoor.suite.mjs runs them in a real nginx.)
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxAuthLimit, nginxRegex, nginxString, renderNginx, writeServerFiles } from './nginx.mjs';
import { DEFAULT_SETTINGS, errorBody, REFUSALS, securityHeaders } from './policy.mjs';

describe('nginxString', () => {
  it('quotes with the kind of quote the value does not hold; refuses what nginx would expand or escape', () => {
    expect(nginxString("default-src 'self'")).toBe(`"default-src 'self'"`);
    expect(nginxString('csp="/csp-report"')).toBe(`'csp="/csp-report"'`);
    for (const bad of ['$host', 'a\\b', 'a\nb', `'"`]) expect(() => nginxString(bad)).toThrow(/nginx: cannot write/);
  });
});

it('the auth limit as a leaky bucket with the same average rate', () => {
  expect(nginxAuthLimit({ max: 20, windowSeconds: 60 })).toEqual({ rate: '20r/m', burst: 19, retryAfter: 3 });
  expect(nginxAuthLimit({ max: 5, windowSeconds: 300 })).toEqual({ rate: '1r/m', burst: 4, retryAfter: 60 });
});

describe('renderNginx', () => {
  it("writes every security header with the build's hashes, the settings' limits and the Node server's refusals", () => {
    const inputs = { scriptHashes: ['sha256-YWJj'] };
    const { http, server } = renderNginx(inputs, { ...DEFAULT_SETTINGS, bodyLimitBytes: 2048, authRateLimit: { max: 5, windowSeconds: 30 } });
    for (const [name, value] of Object.entries(securityHeaders(inputs))) expect(server).toContain(`add_header ${name} ${nginxString(value)} always;`);
    expect(server).toContain("'sha256-YWJj'");
    expect(server).toContain('client_max_body_size 2048;');
    expect(server).toContain(`return 413 '${errorBody('PAYLOAD_TOO_LARGE', REFUSALS.tooLarge(2048).message)}';`);
    expect(server).toContain('limit_req zone=dokkham_auth burst=4 nodelay;');
    expect(server).toContain('add_header Retry-After 6 always;');
    expect(server).toContain(`return 429 '${errorBody('TOO_MANY_REQUESTS', REFUSALS.tooMany.message, { retryAfter: 6 })}';`);
    expect(http).toContain('limit_req_zone $dokkham_auth_key zone=dokkham_auth:10m rate=10r/m;');
    // The auth paths in any letter case, one key each; the API and client timeouts.
    expect(http).toContain('"~*^1 /api/v2/players/login$" "$dokkham_client /api/v2/players/login";');
    expect(http).toContain('"~*^1 /api/v2/players/username/validate$" "$dokkham_client /api/v2/players/username/validate";');
    expect(http).toContain('client_header_timeout 30s;');
    expect(http).toContain('keepalive_timeout 65s;');
    expect(server).toContain('proxy_read_timeout 30s;');
    expect(server).toContain(`return 504 '${errorBody('API_TIMEOUT', REFUSALS.apiTimeout.message)}';`);
    expect(server).toContain(`return 502 '${errorBody('API_UNREACHABLE', REFUSALS.apiUnreachable.message)}';`);
  });

  it('AUTH_RATE_LIMIT=off: no auth limit at all', () => {
    const { http, server } = renderNginx({}, { ...DEFAULT_SETTINGS, authRateLimit: null });
    expect(http).not.toContain('dokkham_auth');
    expect(server).not.toContain('zone=dokkham_auth');
  });
});

describe('nginxRegex', () => {
  it("doubles each backslash (nginx reads \\\\ in quotes as one) and refuses what it cannot quote", () => {
    expect(nginxRegex('~*', '[;\\\\]|\\.')).toBe('"~*[;\\\\\\\\]|\\\\."');
    expect(() => nginxRegex('~', 'a"b')).toThrow(/cannot write/);
  });
});

it('a proxy_connect_timeout of at most 75 s (nginx cannot wait longer for a connection)', () => {
  const { server } = renderNginx({}, { ...DEFAULT_SETTINGS, apiTimeoutSeconds: 120 });
  expect(server).toContain('proxy_connect_timeout 75s;');
  expect(server).toContain('proxy_read_timeout 120s;');
});

it('writeServerFiles writes the inputs, both nginx files and edge.js into dist/.server/', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dokkham-server-files-'));
  try {
    await writeServerFiles(dist, { styleHashes: ['sha256-YWJj'] }, DEFAULT_SETTINGS);
    expect(readdirSync(join(dist, '.server')).sort()).toEqual(['csp.json', 'edge.js', 'nginx-http.conf', 'nginx-server.conf']);
    expect(JSON.parse(readFileSync(join(dist, '.server/csp.json'), 'utf8'))).toEqual({ styleHashes: ['sha256-YWJj'], scriptHashes: [] });
    await expect(writeServerFiles(dist, { styleHashes: ['nope'] }, DEFAULT_SETTINGS)).rejects.toThrow(/not a hash source/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
