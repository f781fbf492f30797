// The Dokkham web server: the built app (dist/) with SPA fallback and security headers, and /api
// proxied to the agency API (API_URL) or, by default, to the embedded mock agency backend. In dev
// mode Vite's dev server (HMR) takes the place of dist/, with the same backend behind /api.
// Used by scripts/serve.mjs (`pnpm start`, `pnpm dev`), E2E and the benchmarks.
import { createServer } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import edge from './frontdoor/edge.js';
import {
  AUTH_PATHS,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORTS_PER_MINUTE,
  DEFAULT_SETTINGS,
  ERROR_HEADERS,
  HIDDEN_PATH,
  METHOD_NOT_ALLOWED,
  MOCK_PATH_PREFIX,
  PAGE_METHODS,
  PRECOMPRESSED_PATH,
  REFUSALS,
  STRICT_TRANSPORT_SECURITY,
  cacheControlOf,
  errorBody,
  isNonCanonicalApiTarget,
  limitPathOf,
  readBuildInputs,
  securityHeaders,
  settingsFromEnv,
  uriOf,
} from './frontdoor/policy.mjs';

// The policy (headers, limits, refusals) is frontdoor/policy.mjs, shared with nginx (deploy/).
export { AUTH_PATHS, CSP_REPORT_PATH, DEFAULT_SETTINGS, settingsFromEnv };

export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The answer for paths without a file: the build's boot-screen page (app/vite/firstPaint.ts; its
 * index.html is the prerendered landing), or index.html for a build without prerendered pages.
 */
const spaFallback = (distDir) => (existsSync(join(distDir, 'app.html')) ? 'app.html' : true);

/** Is this request on https, as far as we may know? */
function isSecure(req, settings) {
  if (settings.tls) return true;
  return settings.trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

/** Headers of every answer: the build's security headers, and HSTS on https. */
function answerHeaders(headers, req, settings) {
  return isSecure(req, settings) ? { ...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : headers;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** `Vary` with Cookie added (an API answer depends on the session cookie). */
const varyWithCookie = (vary) => (/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary ?? '') ? vary : [vary, 'Cookie'].filter(Boolean).join(', '));

/**
 * Forwards a request to `target` (an origin; the path, /api/..., is kept). Cookies set by the API
 * lose their Domain so the browser binds them to this origin, as if the API were served here; on
 * https only our __Host- cookies go to the API (edge.apiCookies). `body` (a Buffer already read and
 * checked) replaces the request stream. `client` is who the front door found the request came
 * from, sent as X-Real-IP (the API's own throttles key on it). The API may stay silent at most
 * `timeoutSeconds` (to connect, between two reads or writes): then 504 API_TIMEOUT. An API that
 * cannot be reached is 502 API_UNREACHABLE; where it lives goes to the log, never to the client.
 * A client that leaves takes its request to the API with it.
 */
export function proxyRequest(req, res, target, { body, secure = false, trustProxy = false, client, timeoutSeconds = DEFAULT_SETTINGS.apiTimeoutSeconds, log = (line) => console.error(line) } = {}) {
  const url = new URL(req.url ?? '/', target);
  const headers = { ...req.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  headers.host = url.host;
  delete headers.cookie;
  const cookie = req.headers.cookie ? edge.apiCookies(req.headers.cookie, secure) : '';
  if (cookie) headers.cookie = cookie;
  // Only a trusted proxy's X-Forwarded-* are passed on; otherwise the client could claim anything.
  headers['x-forwarded-host'] = (trustProxy && req.headers['x-forwarded-host']) || req.headers.host || '';
  headers['x-forwarded-proto'] = secure ? 'https' : 'http';
  headers['x-forwarded-for'] = [trustProxy && req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  headers['x-real-ip'] = client ?? req.socket.remoteAddress ?? '';
  if (body) {
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  // While the API thinks the client's socket is quiet: only the API timeout applies then.
  req.socket.setTimeout(0);
  const upstream = send(url, { method: req.method, headers, timeout: timeoutSeconds * 1000 }, (answer) => {
    const out = { ...answer.headers };
    for (const h of HOP_BY_HOP) delete out[h];
    if (out['set-cookie']) out['set-cookie'] = out['set-cookie'].map((c) => edge.localCookie(c, secure));
    // Player data, sessions: no cache keeps an answer unless the API itself says it may.
    if (!out['cache-control']) out['cache-control'] = 'no-store';
    out.vary = varyWithCookie(out.vary);
    res.writeHead(answer.statusCode ?? 502, out);
    req.socket.setTimeout(req.socket.server?.timeout ?? 0);
    answer.pipe(res);
  });
  const fail = (refusal, error) => {
    log(`[api] ${req.method} ${url.pathname} -> ${url.origin}: ${error.message}`);
    if (res.headersSent) return void res.destroy(error);
    sendError(res, refusal);
  };
  upstream.on('timeout', () => {
    fail(REFUSALS.apiTimeout, new Error(`no answer within ${timeoutSeconds} s`));
    upstream.destroy();
  });
  upstream.on('error', (error) => {
    if (!res.writableEnded && !res.destroyed) fail(REFUSALS.apiUnreachable, error);
  });
  // The client left before the whole answer was sent: nobody waits for the API any more.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/** The mock backend's own routes (`uri` as uriOf reads it: /api/%5F%5Fmock is one too), in any case: never forwarded to a real agency API. */
const isMockPath = (uri) => uri.toLowerCase().startsWith(MOCK_PATH_PREFIX);

/** A JSON error answer as the agency API writes it (policy.mjs errorBody; nginx sends the same). */
function sendError(res, { status, code, message }, params, headers = {}) {
  res.writeHead(status, { ...ERROR_HEADERS, ...headers });
  res.end(errorBody(code, message, params));
}

/** Paths nginx refuses as files: hidden (HIDDEN_PATH), and the build's .br/.gz copies by their own names. */
const hiddenPath = new RegExp(HIDDEN_PATH);
const precompressedPath = new RegExp(PRECOMPRESSED_PATH);
const isNoFile = (uri) => hiddenPath.test(uri) || precompressedPath.test(uri);

/** 405 for a method a page does not take (METHOD_NOT_ALLOWED, as nginx answers it). */
function methodNotAllowed(req, res) {
  res.writeHead(METHOD_NOT_ALLOWED.status, { Allow: METHOD_NOT_ALLOWED.allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(METHOD_NOT_ALLOWED.body);
  discard(req);
}

/** 400 for a target no path can be read from (uriOf), as nginx refuses it. */
function badRequest(req, res) {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end('Bad Request');
  discard(req);
}

// ---------------------------------------------------------------------------------------------
// The front door: what every /api request passes before the agency API sees it.

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
export function clientOf(req, settings) {
  if (settings.trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((a) => a.trim()).filter(Boolean);
    if (forwarded.length) return forwarded.at(-1);
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The checks of one /api request, in order: a path not written canonically (404 NOT_FOUND, whatever
 * the method), cross-site (403 ORIGIN_NOT_ALLOWED), a non-JSON body (415 UNSUPPORTED_MEDIA_TYPE),
 * a body over the cap (413 PAYLOAD_TOO_LARGE), the auth limit (429 TOO_MANY_REQUESTS with
 * Retry-After). Then forwarded, the body as read. Refusals never reach the agency API.
 */
export function createApiGate(settings, forward) {
  const limiter = settings.authRateLimit ? createRateLimiter(settings.authRateLimit) : null;
  return async (req, res) => {
    const refuse = (refusal, params, headers) => {
      sendError(res, refusal, params, headers);
      discard(req);
    };
    if (isNonCanonicalApiTarget(req.url ?? '')) return refuse(REFUSALS.notFound);
    if (SAFE_METHODS.has(req.method ?? 'GET')) return forward(req, res);
    if (!isSameSiteRequest(req, settings)) return refuse(REFUSALS.crossSite);
    if (hasBody(req) && !isJson(req.headers['content-type'])) return refuse(REFUSALS.notJson);
    const tooLarge = () => refuse(REFUSALS.tooLarge(settings.bodyLimitBytes));
    if (Number(req.headers['content-length']) > settings.bodyLimitBytes) return tooLarge();
    // However its letters are written (the path is canonical by now: isNonCanonicalApiTarget).
    const path = limitPathOf(req.url ?? '');
    if (limiter && AUTH_PATHS.includes(path)) {
      const wait = limiter.hit(`${clientOf(req, settings)} ${path}`);
      if (wait !== null) return refuse(REFUSALS.tooMany, { retryAfter: wait }, { 'Retry-After': String(wait) });
    }
    const body = await readBody(req, settings.bodyLimitBytes);
    if (body === null) return tooLarge();
    return forward(req, res, body);
  };
}

/**
 * CSP violation reports (report-uri's application/csp-report, report-to's application/reports+json):
 * one line each on stderr (edge.cspReportLines), bounded (the first `perMinute` a minute, 8 KB
 * bodies, 300 characters a line), so a flood can neither fill the disk nor the memory. Always 204.
 */
export function createCspReportHandler({ perMinute = CSP_REPORTS_PER_MINUTE, log = (line) => console.warn(line), now = () => Date.now() } = {}) {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  return async (req, res) => {
    const body = req.method === 'POST' ? await readBody(req, CSP_REPORT_MAX_BYTES) : null;
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    if (!body) return;
    const t = now();
    if (t - windowStart >= 60_000) {
      if (dropped) log(`[csp] ${dropped} more reports in the last minute not logged`);
      windowStart = t;
      logged = 0;
      dropped = 0;
    }
    for (const line of edge.cspReportLines(body.toString('utf8'))) {
      if (logged >= perMinute) {
        dropped += 1;
        continue;
      }
      logged += 1;
      log(line);
    }
  };
}

/**
 * The client timeouts of the Node server, as nginx has them (policy.mjs: clientTimeoutSeconds,
 * keepAliveTimeoutSeconds): the headers of a request within clientTimeoutSeconds of the connection
 * or the previous answer (client_header_timeout; a silent connection included, checked at least
 * every 250 ms up to every 5 s); no silence longer than that while a body comes in or an answer goes
 * out (server.timeout, set after creation: client_body_timeout, send_timeout); an idle keep-alive
 * connection closed after keepAliveTimeoutSeconds (keepalive_timeout). While the agency API thinks,
 * only its own timeout applies (proxyRequest).
 */
export function clientTimeouts({ clientTimeoutSeconds, keepAliveTimeoutSeconds }) {
  const headersTimeout = clientTimeoutSeconds * 1000;
  return {
    headersTimeout,
    requestTimeout: Math.max(300_000, headersTimeout),
    keepAliveTimeout: keepAliveTimeoutSeconds * 1000,
    connectionsCheckingInterval: Math.min(5_000, Math.max(250, headersTimeout / 4)),
  };
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
        res.setHeader('Cache-Control', cacheControlOf(pathname));
      },
    });
    const gate = createApiGate(settings, (req, res, body) =>
      proxyRequest(req, res, apiTarget, {
        body,
        secure: isSecure(req, settings),
        trustProxy: settings.trustProxy,
        client: clientOf(req, settings),
        timeoutSeconds: settings.apiTimeoutSeconds,
      }),
    );
    const cspReport = createCspReportHandler();
    // The build's inputs (inline hashes) are read once: a new build needs a restart, as for nginx.
    const headers = securityHeaders(await readBuildInputs(distDir));
    const notFound = (res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
    };
    const server = createServer(clientTimeouts(settings), (req, res) => {
      for (const [name, value] of Object.entries(answerHeaders(headers, req, settings))) res.setHeader(name, value);
      // Every path is read as nginx reads it, and refused where nginx refuses it: a target without a
      // readable path 400; TRACE nowhere; pages and files GET and HEAD only; hidden paths 404.
      const uri = uriOf(req.url ?? '/');
      if (uri === null) return badRequest(req, res);
      if (req.method === 'TRACE') return methodNotAllowed(req, res);
      if (uri === '/api') {
        sendError(res, REFUSALS.notFound);
        return discard(req);
      }
      if (uri.startsWith('/api/')) {
        if (apiUrl && isMockPath(uri)) {
          sendError(res, REFUSALS.notFound);
          return discard(req);
        }
        return void gate(req, res).catch((error) => {
          if (!res.headersSent) sendError(res, { status: 400, code: 'VALIDATION_ERROR', message: 'The request could not be read.' });
          else res.destroy(error);
        });
      }
      if (uri === CSP_REPORT_PATH) return void cspReport(req, res).catch(() => res.destroy());
      if (!PAGE_METHODS.includes(req.method ?? '')) return methodNotAllowed(req, res);
      if (isNoFile(uri)) return notFound(res);
      // sirv looks the path up as nginx's try_files would: the resolved one (/./login is /login).
      const query = (req.url ?? '').slice((req.url ?? '').split('?')[0].length);
      req.url = `${uri.split('/').map(encodeURIComponent).join('/')}${query}`;
      assets(req, res, () => notFound(res));
    });
    server.timeout = settings.clientTimeoutSeconds * 1000;
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
