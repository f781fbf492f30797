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
  /** Login, register, the username check and password change per client: at most `max` in `windowSeconds`; null = off. */
  authRateLimit: { max: 20, windowSeconds: 60 },
  /**
   * The longest the agency API may keep us waiting: to connect, and between two reads or writes of
   * a request. Over it: 504 API_TIMEOUT, and the request to the API is closed.
   */
  apiTimeoutSeconds: 30,
  /**
   * The longest a client may take to send a request's headers (from its connection or its previous
   * request), and may stay silent while sending a body or while it is sent the answer. Over it
   * the connection is closed (nginx: client_header_timeout, client_body_timeout, send_timeout).
   */
  clientTimeoutSeconds: 30,
  /** An idle keep-alive connection is closed after this long (nginx: keepalive_timeout). */
  keepAliveTimeoutSeconds: 65,
});

export function settingsFromEnv(env = process.env) {
  const on = (name) => {
    const value = (env[name] ?? '').toLowerCase();
    if (value === '' || value === 'off' || value === '0' || value === 'false') return false;
    if (value === 'on' || value === '1' || value === 'true') return true;
    throw new Error(`${name} must be on or off, got "${env[name]}"`);
  };
  /** Whole seconds from `min` to `max`, or the default when unset. */
  const seconds = (name, min, max, fallback) => {
    if (env[name] === undefined || env[name] === '') return fallback;
    const n = Number(env[name]);
    if (!/^\d+$/.test(env[name]) || n < min || n > max) throw new Error(`${name} must be whole seconds from ${min} to ${max}, got "${env[name]}"`);
    return n;
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
  // nginx cannot wait longer than 75 s for a connection (proxy_connect_timeout); the rest follows.
  settings.apiTimeoutSeconds = seconds('API_TIMEOUT_SECONDS', 1, 600, DEFAULT_SETTINGS.apiTimeoutSeconds);
  settings.clientTimeoutSeconds = seconds('CLIENT_TIMEOUT_SECONDS', 1, 300, DEFAULT_SETTINGS.clientTimeoutSeconds);
  settings.keepAliveTimeoutSeconds = seconds('KEEPALIVE_TIMEOUT_SECONDS', 1, 600, DEFAULT_SETTINGS.keepAliveTimeoutSeconds);
  return settings;
}

/**
 * The auth endpoints limited per client (password guessing, mass registration, probing which
 * usernames exist): the api's paths (packages/api/src/areas/auth/route.ts) under /api. Written out,
 * as this file runs in plain Node; policy.test.mjs fails when they and the api's routes differ.
 */
export const AUTH_PATHS = [
  '/api/v2/players/login',
  '/api/v2/players/register',
  '/api/v2/players/username/validate',
  '/api/v2/players/security/password/change',
];

/**
 * What makes an /api request target (path and query, as sent; applied to a request whose decoded
 * path is under /api/) not canonical: not spelled `/api/...` to begin with (`//api/`, `/%61pi/`),
 * a dot segment, an empty segment, a trailing slash, a `;` or `\`, or an escaped `.`, `/`, `\`, `;`
 * or `%`. The front door refuses such a path (404 NOT_FOUND) before the API sees it: an API may
 * resolve, trim or ignore any of these and so read another endpoint than the one a limit was
 * checked against. Letter case and escaped letters are not refused (order codes have capitals; a
 * client may escape any character): every limit compares paths decoded, in lower case
 * (limitPathOf). Written for both servers: JavaScript and nginx's PCRE read it alike.
 */
export const NON_CANONICAL_API_TARGET = '^(?:(?!/api/)|/api(?=/)[^?]*?(?:/\\.\\.?(?:/|\\?|$)|//|/(?:\\?|$)|[;\\\\]|%(?:2e|2f|5c|3b|25)))';
const nonCanonicalApiTarget = new RegExp(NON_CANONICAL_API_TARGET, 'i');

/** Is this request target (`req.url`, `$request_uri`), whose path is under /api/, written otherwise than canonically? */
export const isNonCanonicalApiTarget = (target) => nonCanonicalApiTarget.test(target);

/**
 * A request target no path can be read from: in its path a `%` that escapes nothing or an escaped
 * NUL; anywhere a byte outside printable ASCII (browsers escape them). 400 on both servers,
 * whatever the path (nginx refuses the first two itself, and a dot segment above the root).
 */
export const BAD_REQUEST_TARGET = '^[^?]*(?:%(?![0-9a-f]{2})|%00)|[^\\x21-\\x7e]';

const badRequestTarget = new RegExp(BAD_REQUEST_TARGET, 'i');

/**
 * The path as nginx reads it ($uri): escapes decoded, slashes merged, dot segments resolved. null
 * for a target nginx refuses with 400 (BAD_REQUEST_TARGET, or a dot segment above the root). The
 * Node server reads every path this way, so both find the same file, page or refusal.
 */
export function uriOf(target) {
  const raw = target.split('?')[0];
  if (badRequestTarget.test(target) || !raw.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw; // escapes that are not UTF-8: no file has such a name anyway
  }
  const parts = decoded.split('/').slice(1);
  const segments = [];
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (part !== '.' && part !== '') segments.push(part);
    if (last && (part === '' || part === '.' || part === '..')) segments.push('');
  }
  return `/${segments.join('/')}`;
}

/** The path a limit compares: as nginx reads it (uriOf: decoded), in lower case. */
export const limitPathOf = (target) => (uriOf(target) ?? target.split('?')[0]).toLowerCase();

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
  /** The agency API refused the connection or broke it off: where it lives is in the log, not here. */
  apiUnreachable: { status: 502, code: 'API_UNREACHABLE', message: 'The agency API is unreachable.' },
  /** The agency API did not answer within apiTimeoutSeconds. */
  apiTimeout: { status: 504, code: 'API_TIMEOUT', message: 'The agency API did not answer in time.' },
});

/** Pages and files take GET and HEAD only (405 with Allow, as nginx's static files); TRACE nowhere. */
export const PAGE_METHODS = ['GET', 'HEAD'];
export const METHOD_NOT_ALLOWED = Object.freeze({ status: 405, allow: PAGE_METHODS.join(', '), body: 'Method Not Allowed' });

/**
 * Paths under a dot folder or of a dot file (the build's .vite and .server, a stray .git or .env):
 * 404 on both servers. /.well-known/ has only its files (none in the build): anything else there
 * is 404 too, never the app's page.
 */
export const HIDDEN_PATH = '/\\.(?!well-known/)';
export const WELL_KNOWN_PREFIX = '/.well-known/';

/** The build's precompressed copies (x.js.br, x.js.gz) are sent in place of x.js, never by their own names. */
export const PRECOMPRESSED_PATH = '\\.(br|gz)$';

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
