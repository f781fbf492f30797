// The front door's policy, the one place for it: the Content-Security-Policy and the other security
// headers, cache rules, the limits and the JSON refusals of state-changing /api requests. The Node
// server (../server.mjs) sends them; the build writes them for nginx (nginx.mjs -> dist/.server/);
// frontdoor.suite.mjs checks both servers against one list of expectations.
import { readFile } from 'node:fs/promises';

/** Where browsers send CSP violation reports (report-uri and the Reporting API's report-to). */
export const CSP_REPORT_PATH = '/csp-report';

/** CSP reports: at most this many logged a minute, bodies up to this size (a flood fills nothing). */
export const CSP_REPORTS_PER_MINUTE = 30;
export const CSP_REPORT_MAX_BYTES = 8 * 1024;

const HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Content-Security-Policy of a build. `inputs` are what the build knows: the hashes of inline
 * <style> and <script> elements it wrote (e.g. `'sha256-...'` without quotes; the prerendered
 * pages' style and head script, app/vite/firstPaint.ts), kept in dist/.server/csp.json
 * (readBuildInputs, writeServerFiles in nginx.mjs).
 *
 * Scripts only from our origin (plus the listed hashes). Style elements: our files plus the listed
 * hashes, no other <style> (style-src-elem; the app build gives Radix's scroll lock, which would
 * inject one, as static CSS: src/lib/scrollLock.ts). Style attributes allowed (style-src-attr:
 * Radix positions menus with them). style-src, with 'unsafe-inline' and no hash (a hash would make
 * browsers ignore 'unsafe-inline'), is only read by browsers without the -elem/-attr directives.
 * A per-request nonce is impossible for static files (NOTES.md). Images: our origin plus data: and
 * blob: (QR codes, saved QR images). Everything the app fetches goes through /api on the same
 * origin. base-uri 'none': the app has no <base>, so an injected one can never re-point relative
 * URLs (ASVS 5.0 V3). Violations are reported to CSP_REPORT_PATH (report-uri for Firefox/Safari,
 * report-to for Chromium).
 */
export function contentSecurityPolicy({ styleHashes = [], scriptHashes = [] } = {}) {
  for (const hash of [...styleHashes, ...scriptHashes])
    if (!HASH.test(hash)) throw new Error(`CSP: "${hash}" is not a hash source (sha256-<base64>)`);
  const sources = (hashes) => hashes.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${sources(scriptHashes)}`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self'${sources(styleHashes)}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** Sent on https only (TLS here, or a trusted proxy says https): browsers stay on https, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers of every answer, HSTS aside (it depends on the request). */
export function securityHeaders(inputs = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** Files under this path have a content hash in their name: cached for good. */
export const IMMUTABLE_PREFIX = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else of the build (index.html, the SPA fallback, locales, icons) is revalidated every time. */
export const CACHE_REVALIDATE = 'no-cache';

export function cacheControlOf(pathname) {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The front door's settings (app/README.md, Settings). `settingsFromEnv` reads them from the
 * environment: the Node server at start, the build for the limits it writes into nginx's files.
 */
export const DEFAULT_SETTINGS = Object.freeze({
  /** Trust X-Forwarded-Proto/-Host/-For: only behind a proxy that sets them (it overwrites the client's). */
  trustProxy: false,
  /** The public site is https (TLS ends here or at a proxy): Secure __Host- cookies and HSTS on every answer. */
  tls: false,
  /** Other origins whose pages may send state-changing /api requests (exact "https://host[:port]"). */
  allowedOrigins: [],
  /** Largest request body forwarded to the agency API, in bytes. */
  bodyLimitBytes: 64 * 1024,
  /** Login, register and password change per client: at most `max` in `windowSeconds`; null = off. */
  authRateLimit: { max: 20, windowSeconds: 60 },
});

export function settingsFromEnv(env = process.env) {
  const on = (name) => {
    const value = (env[name] ?? '').toLowerCase();
    if (value === '' || value === 'off' || value === '0' || value === 'false') return false;
    if (value === 'on' || value === '1' || value === 'true') return true;
    throw new Error(`${name} must be on or off, got "${env[name]}"`);
  };
  const settings = { ...DEFAULT_SETTINGS };
  settings.trustProxy = on('TRUST_PROXY');
  settings.tls = on('TLS');
  if (env.ALLOWED_ORIGINS)
    settings.allowedOrigins = env.ALLOWED_ORIGINS.split(',').map((o) => {
      const origin = o.trim();
      if (new URL(origin).origin !== origin) throw new Error(`ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
      return origin;
    });
  if (env.BODY_LIMIT_BYTES) {
    const n = Number(env.BODY_LIMIT_BYTES);
    if (!Number.isInteger(n) || n < 1024) throw new Error(`BODY_LIMIT_BYTES must be a whole number >= 1024, got "${env.BODY_LIMIT_BYTES}"`);
    settings.bodyLimitBytes = n;
  }
  if (env.AUTH_RATE_LIMIT) {
    if (env.AUTH_RATE_LIMIT === 'off') settings.authRateLimit = null;
    else {
      const m = /^(\d+)\/(\d+)$/.exec(env.AUTH_RATE_LIMIT);
      if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new Error(`AUTH_RATE_LIMIT must be "<requests>/<seconds>" or off, got "${env.AUTH_RATE_LIMIT}"`);
      settings.authRateLimit = { max: Number(m[1]), windowSeconds: Number(m[2]) };
    }
  }
  return settings;
}

/** The auth endpoints limited per client (password guessing, mass registration). */
export const AUTH_PATHS = ['/api/v2/players/login', '/api/v2/players/register', '/api/v2/players/security/password/change'];

/** The mock backend's own routes: never forwarded to a real agency API, never by nginx. */
export const MOCK_PATH_PREFIX = '/api/__mock';

/** Headers of a JSON error answer. */
export const ERROR_HEADERS = Object.freeze({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });

/** A JSON error body as the agency API writes it: { code, message } and, for some codes, params. */
export function errorBody(code, message, params) {
  return JSON.stringify(params ? { code, message, params } : { code, message });
}

/** The front door's refusals: status, code and message of each. */
export const REFUSALS = Object.freeze({
  crossSite: { status: 403, code: 'ORIGIN_NOT_ALLOWED', message: 'Cross-site requests are refused.' },
  notJson: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON (Content-Type: application/json).' },
  tooLarge: (bodyLimitBytes) => ({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is over ${bodyLimitBytes} bytes.` }),
  tooMany: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts; try again later.' },
  notFound: { status: 404, code: 'NOT_FOUND', message: 'Not found.' },
});

/** Build inputs of the policy (hashes of inline elements), written by the build beside dist/. */
export const BUILD_INPUTS_FILE = '.server/csp.json';

/** The build's inputs (missing file: a build without inline elements). */
export async function readBuildInputs(distDir) {
  let text;
  try {
    text = await readFile(`${distDir}/${BUILD_INPUTS_FILE}`, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
  const { styleHashes = [], scriptHashes = [] } = JSON.parse(text);
  contentSecurityPolicy({ styleHashes, scriptHashes }); // refuses a malformed file at start
  return { styleHashes, scriptHashes };
}
