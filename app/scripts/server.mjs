// The Dokkham web server: the built app (dist/) with SPA fallback and security headers, and /api
// proxied to the agency API (API_URL) or, by default, to the embedded mock agency backend. In dev
// mode Vite's dev server (HMR) takes the place of dist/, with the same backend behind /api.
// Used by scripts/serve.mjs (`pnpm start`, `pnpm dev`), E2E and the benchmarks.
import { createServer } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Where browsers send CSP violation reports (report-uri and the Reporting API's report-to). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * Content-Security-Policy of the production build. Scripts only from our origin, plus the
 * prerendered pages' head script by its hash. Styles: our files, plus the prerendered pages' inline
 * CSS by its hash (style-src-elem: no other <style>; the app build replaces Radix's injected
 * scroll-lock style with static CSS); style attributes allowed (style-src-attr: Radix positions
 * menus with them); style-src, read only by browsers without the -elem/-attr directives, stays as
 * before. A per-request nonce is impossible for static files (NOTES.md). `hashes` are the build's
 * (readCspHashes). Images: our origin plus data: and blob: (QR codes, saved QR images).
 * Everything the app fetches goes through /api on the same origin. base-uri 'none': the app has no
 * <base>, so an injected one can never re-point relative URLs (ASVS 5.0 V3). Violations are
 * reported to CSP_REPORT_PATH (report-uri for Firefox/Safari, report-to for Chromium).
 */
export function contentSecurityPolicy({ styleSrcElem = [], scriptSrc = [] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSrc].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["style-src-elem 'self'", ...styleSrcElem].join(' '),
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

/** The policy without the build's hashes (a build without prerendered pages). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The hashes of the inline <style> and <script> the build emitted (app/vite/firstPaint.ts), or none. */
export function readCspHashes(distDir = DIST_DIR) {
  const file = join(distDir, '.vite/csp-hashes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * The answer for paths without a file: the build's boot-screen page (app/vite/firstPaint.ts; its
 * index.html is the prerendered landing), or index.html for a build without prerendered pages.
 */
const spaFallback = (distDir) => (existsSync(join(distDir, 'app.html')) ? 'app.html' : true);

/**
 * The server's security settings (app/README.md, Settings). `settingsFromEnv` reads them from the
 * environment; startDokkham takes them as options.
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

/** Is this request on https, as far as we may know? */
function isSecure(req, settings) {
  if (settings.tls) return true;
  return settings.trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

/** Headers of every answer. */
export function securityHeaders(req, settings = DEFAULT_SETTINGS, csp = CONTENT_SECURITY_POLICY) {
  const headers = {
    'Content-Security-Policy': csp,
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  // On https (said by TLS, or by a trusted proxy): browsers stay on https, subdomains included.
  if (isSecure(req, settings)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Session cookies on https: Secure and, when the cookie is host-wide (Path=/, no Domain), the
 * __Host- prefix, which browsers only accept from a secure origin for this exact host (no
 * subdomain can set or shadow it). The agency API keeps its own names: the prefix is removed again
 * from the Cookie header forwarded to it (unprefixCookies).
 */
export function secureCookie(cookie) {
  let out = /;\s*Secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`;
  const hostWide = /;\s*Path=\/(;|$)/i.test(out) && !/;\s*Domain=/i.test(out);
  if (hostWide && !out.startsWith('__Host-') && !out.startsWith('__Secure-')) out = `__Host-${out}`;
  return out;
}

export function unprefixCookies(header) {
  return header
    .split(';')
    .map((part) => part.trim().replace(/^__Host-/, ''))
    .join('; ');
}

/**
 * Forwards a request to `target` (an origin; the path, /api/..., is kept). Cookies set by the API
 * lose their Domain so the browser binds them to this origin, as if the API were served here. `body`
 * (a Buffer already read and checked) replaces the request stream.
 */
export function proxyRequest(req, res, target, { body, secure = false, trustProxy = false } = {}) {
  const url = new URL(req.url ?? '/', target);
  const headers = { ...req.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  headers.host = url.host;
  if (headers.cookie) headers.cookie = unprefixCookies(headers.cookie);
  // Only a trusted proxy's X-Forwarded-* are passed on; otherwise the client could claim anything.
  headers['x-forwarded-host'] = (trustProxy && req.headers['x-forwarded-host']) || req.headers.host || '';
  headers['x-forwarded-proto'] = secure ? 'https' : 'http';
  headers['x-forwarded-for'] = [trustProxy && req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  if (body) {
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: req.method, headers }, (answer) => {
    const out = { ...answer.headers };
    for (const h of HOP_BY_HOP) delete out[h];
    if (out['set-cookie'])
      out['set-cookie'] = out['set-cookie'].map((c) => {
        const local = c.replace(/;\s*Domain=[^;]*/i, '');
        return secure ? secureCookie(local) : local;
      });
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    if (res.headersSent) return void res.destroy(error);
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 'INTERNAL_ERROR', message: `The agency API is unreachable (${error.message})` }));
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/** The mock backend's own routes: never forwarded to a real agency API. */
const isMockPath = (url = '') => url.startsWith('/api/__mock');

/** A JSON error body as the agency API writes it ({ code, message }). */
function sendError(res, status, code, message, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify({ code, message }));
}

const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// ---------------------------------------------------------------------------------------------
// The front door: what every /api request passes before the agency API sees it.

/** The auth endpoints limited per client (password guessing, mass registration). */
export const AUTH_PATHS = ['/api/v2/players/login', '/api/v2/players/register', '/api/v2/players/security/password/change'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site state changes (CSRF): a browser says where a request comes from in Origin and
 * Sec-Fetch-Site. Either one present must name this site (Origin's host = our host; Sec-Fetch-Site
 * same-origin), or Origin must be listed in allowedOrigins. A request with neither header does not
 * come from a browser page (curl, the agency's tools, Playwright's request API): it carries no
 * victim's cookies, so it is let through to the JSON and size rules like any other.
 */
export function isSameSiteRequest(req, settings) {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  const listed = origin !== undefined && settings.allowedOrigins.includes(origin);
  if (origin !== undefined && !listed) {
    let originHost;
    try {
      originHost = origin === 'null' ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    const ownHost = (settings.trustProxy && String(req.headers['x-forwarded-host'] ?? '').split(',')[0].trim()) || req.headers.host;
    if (!originHost || originHost !== ownHost) return false;
  }
  if (site !== undefined && !listed && site !== 'same-origin' && site !== 'none') return false;
  return true;
}

const isJson = (type = '') => /^application\/json\s*(;|$)/i.test(type.trim());
const hasBody = (req) => (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined;

/**
 * A refused request's body is read and dropped, nothing kept (so the client, still sending, gets
 * the answer rather than a connection reset), but only up to DISCARD_MAX: beyond, the connection is cut.
 */
const DISCARD_MAX = 16 * 1024 * 1024;
function discard(req) {
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > DISCARD_MAX) req.socket.destroy();
  });
  req.resume();
}

/** Reads the body up to `limit` bytes: a Buffer, or null once it grows past the limit. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        req.removeAllListeners('data');
        discard(req);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * A sliding-window limiter: at most `max` hits per key in `windowSeconds` (refused hits are not
 * counted, so waiting always ends). Memory is bounded: at most `max` times per key, and past
 * `maxKeys` keys the least recently hit one goes.
 */
export function createRateLimiter({ max, windowSeconds, maxKeys = 10_000, now = () => Date.now() }) {
  const hits = new Map();
  const windowMs = windowSeconds * 1000;
  return {
    /** Records a hit; null when allowed, else the seconds until the next one is. */
    hit(key) {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0] + windowMs - t) / 1000));
      }
      recent.push(t);
      hits.delete(key); // re-inserted last: the Map's order is least recently hit first
      hits.set(key, recent);
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value);
      return null;
    },
  };
}

/** The client a limit applies to: the socket's address, or the one a trusted proxy appended last. */
function clientOf(req, settings) {
  if (settings.trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((a) => a.trim()).filter(Boolean);
    if (forwarded.length) return forwarded.at(-1);
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The checks of one /api request, in order: cross-site (403 ORIGIN_NOT_ALLOWED), a non-JSON body
 * (415 UNSUPPORTED_MEDIA_TYPE), a body over the cap (413 PAYLOAD_TOO_LARGE), the auth limit (429
 * TOO_MANY_REQUESTS with Retry-After). Then forwarded, the body as read. Refusals never reach the
 * agency API.
 */
export function createApiGate(settings, forward) {
  const limiter = settings.authRateLimit ? createRateLimiter(settings.authRateLimit) : null;
  return async (req, res) => {
    if (SAFE_METHODS.has(req.method ?? 'GET')) return forward(req, res);
    const refuse = (status, code, message) => {
      sendError(res, status, code, message);
      discard(req);
    };
    if (!isSameSiteRequest(req, settings)) return refuse(403, 'ORIGIN_NOT_ALLOWED', 'Cross-site requests are refused.');
    if (hasBody(req) && !isJson(req.headers['content-type'])) return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON (Content-Type: application/json).');
    const tooLarge = () => refuse(413, 'PAYLOAD_TOO_LARGE', `The request body is over ${settings.bodyLimitBytes} bytes.`);
    if (Number(req.headers['content-length']) > settings.bodyLimitBytes) return tooLarge();
    const path = (req.url ?? '').split('?')[0];
    if (limiter && AUTH_PATHS.includes(path)) {
      const wait = limiter.hit(`${clientOf(req, settings)} ${path}`);
      if (wait !== null) {
        res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(wait) });
        res.end(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts; try again later.', params: { retryAfter: wait } }));
        return discard(req);
      }
    }
    const body = await readBody(req, settings.bodyLimitBytes);
    if (body === null) return tooLarge();
    return forward(req, res, body);
  };
}

/**
 * CSP violation reports (report-uri's application/csp-report, report-to's application/reports+json):
 * one line each on stderr, bounded (the first `perMinute` a minute, 8 KB bodies, 300 characters a
 * line), so a flood can neither fill the disk nor the memory. Always 204.
 */
export function createCspReportHandler({ perMinute = 30, log = (line) => console.warn(line), now = () => Date.now() } = {}) {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  const summarize = (r) =>
    [r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'], r['blocked-uri'] ?? r.blockedURL, 'on', r['document-uri'] ?? r.documentURL]
      .filter(Boolean)
      .join(' ');
  return async (req, res) => {
    const body = req.method === 'POST' ? await readBody(req, 8 * 1024) : null;
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    if (!body) return;
    const t = now();
    if (t - windowStart >= 60_000) {
      if (dropped) log(`[csp] ${dropped} more reports in the last minute not logged`);
      windowStart = t;
      logged = 0;
      dropped = 0;
    }
    let reports;
    try {
      const json = JSON.parse(body.toString('utf8'));
      reports = Array.isArray(json) ? json.map((r) => r?.body ?? {}) : [json?.['csp-report'] ?? {}];
    } catch {
      return;
    }
    for (const report of reports.slice(0, 10)) {
      if (logged >= perMinute) {
        dropped += 1;
        continue;
      }
      logged += 1;
      log(`[csp] ${summarize(report)}`.replace(/[\r\n]+/g, ' ').slice(0, 300));
    }
  };
}

/** Settings from the environment (serve.mjs): see app/README.md, Settings. */
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

/**
 * Starts the embedded mock agency backend (TypeScript, loaded through tsx). `scenario` is a comma
 * list of mock scenarios; null seconds switch auto-pay / auto-decide off. Resolves to
 * { url, close, api, logins }.
 */
export async function startMocks({ port = 0, scenario, autoPaySeconds = null, autoDecideSeconds = null, control = false } = {}) {
  const { tsImport } = await import('tsx/esm/api');
  const [server, mocks] = await Promise.all([
    tsImport('@dokkham/mocks/server', import.meta.url),
    tsImport('@dokkham/mocks', import.meta.url),
  ]);
  const running = await server.startMockServer({
    port,
    host: '127.0.0.1',
    scenario: mocks.parseScenarioList(scenario ?? ''),
    autoPaySeconds,
    autoDecideSeconds,
    controlEndpoints: control,
  });
  return Object.assign(running, { logins: mocks.LOGINS, autoPaySeconds, autoDecideSeconds, control });
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Starts the whole thing. Options: dev (Vite dev server instead of dist/), port, host, apiUrl (a
 * real agency API; no mocks then), mockPort, mockScenario, autoPaySeconds, autoDecideSeconds,
 * mockControl (the mock's /api/__mock control endpoints; refused together with apiUrl), settings
 * (DEFAULT_SETTINGS overridden: trustProxy, tls, allowedOrigins, bodyLimitBytes, authRateLimit),
 * distDir (default dist/). Resolves to { url, apiTarget, mock, close }.
 */
export async function startDokkham({
  dev = false,
  port = dev ? 5173 : 4173,
  host = '127.0.0.1',
  apiUrl,
  mockPort = 0,
  mockScenario,
  autoPaySeconds = null,
  autoDecideSeconds = null,
  mockControl = false,
  settings: given = {},
  distDir = DIST_DIR,
} = {}) {
  const settings = { ...DEFAULT_SETTINGS, ...given };
  // A real agency API never gets test doors: /api/__mock is not even forwarded to it (below).
  if (apiUrl && mockControl) throw new Error('Mock control endpoints are for the mock backend only: unset MOCK_CONTROL or API_URL.');
  const mock = apiUrl
    ? undefined
    : await startMocks({ port: mockPort, scenario: mockScenario, autoPaySeconds, autoDecideSeconds, control: mockControl });
  const apiTarget = new URL(apiUrl ?? mock.url).origin;
  const closers = [];
  if (mock) closers.push(() => mock.close());

  let actualPort;
  if (dev) {
    // vite.config.ts proxies /api to this target.
    process.env.DOKKHAM_API_TARGET = apiTarget;
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ root: APP_DIR, server: { port, host, strictPort: true } });
    await vite.listen();
    actualPort = vite.config.server.port;
    closers.unshift(() => vite.close());
  } else {
    if (!existsSync(`${distDir}/index.html`)) throw new Error(`No build in ${distDir}: run \`pnpm --filter @dokkham/app build\` first.`);
    const assets = sirv(distDir, {
      etag: true,
      gzip: true,
      brotli: true,
      // SPA fallback: paths without a file extension get the boot-screen page; a missing /assets/x.js is a 404
      // (the chunk-reload guard depends on it).
      single: spaFallback(distDir),
      setHeaders(res, pathname) {
        // Hashed file names never change; everything else (index.html, locales, icons) revalidates.
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const gate = createApiGate(settings, (req, res, body) =>
      proxyRequest(req, res, apiTarget, { body, secure: isSecure(req, settings), trustProxy: settings.trustProxy }),
    );
    const cspReport = createCspReportHandler();
    const csp = contentSecurityPolicy(readCspHashes(distDir));
    const server = createServer((req, res) => {
      for (const [name, value] of Object.entries(securityHeaders(req, settings, csp))) res.setHeader(name, value);
      if (apiUrl && isMockPath(req.url)) return sendError(res, 404, 'NOT_FOUND', 'Not found.');
      if (isApi(req.url))
        return void gate(req, res).catch((error) => {
          if (!res.headersSent) sendError(res, 400, 'VALIDATION_ERROR', 'The request could not be read.');
          else res.destroy(error);
        });
      if ((req.url ?? '').split('?')[0] === CSP_REPORT_PATH) return void cspReport(req, res).catch(() => res.destroy());
      assets(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not Found');
      });
    });
    actualPort = await listen(server, port, host);
    closers.unshift(
      () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
  }

  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${actualPort}`,
    apiTarget,
    mock,
    async close() {
      for (const close of closers) await close();
    },
  };
}
