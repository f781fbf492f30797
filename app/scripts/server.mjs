// The Dokkham web server: the built app (dist/) with SPA fallback and security headers, and /api
// proxied to the agency API (API_URL) or, by default, to the embedded mock agency backend. In dev
// mode Vite's dev server (HMR) takes the place of dist/, with the same backend behind /api.
// Used by scripts/serve.mjs (`pnpm start`, `pnpm dev`), E2E and the benchmarks.
import { createServer } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Content-Security-Policy of the production build. Scripts only from our origin (the build has no
 * inline script). Styles: 'unsafe-inline' because Radix Dialog's scroll lock injects a <style> tag
 * and Radix positions menus with style attributes; a per-request nonce is impossible for static
 * files (NOTES.md). Images: our origin plus data: and blob: (QR codes, saved QR images).
 * Everything the app fetches goes through /api on the same origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every answer. */
export function securityHeaders(req) {
  const headers = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  // Behind a TLS-terminating proxy: tell browsers to stay on https.
  if (req.headers['x-forwarded-proto'] === 'https') headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Forwards a request to `target` (an origin; the path, /api/..., is kept). Cookies set by the API
 * lose their Domain so the browser binds them to this origin, as if the API were served here.
 */
export function proxyRequest(req, res, target) {
  const url = new URL(req.url ?? '/', target);
  const headers = { ...req.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  headers.host = url.host;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: req.method, headers }, (answer) => {
    const out = { ...answer.headers };
    for (const h of HOP_BY_HOP) delete out[h];
    if (out['set-cookie']) out['set-cookie'] = out['set-cookie'].map((c) => c.replace(/;\s*Domain=[^;]*/i, ''));
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    if (res.headersSent) return void res.destroy(error);
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 'INTERNAL_ERROR', message: `The agency API is unreachable (${error.message})` }));
  });
  req.pipe(upstream);
}

/** The mock backend's own routes: never forwarded to a real agency API. */
const isMockPath = (url = '') => url.startsWith('/api/__mock');

/** A JSON error body as the agency API writes it ({ code, message }). */
function sendError(res, status, code, message, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify({ code, message }));
}

const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

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
 * mockControl (the mock's /api/__mock control endpoints; refused together with apiUrl).
 * Resolves to { url, apiTarget, mock, close }.
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
} = {}) {
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
    if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error(`No build in ${DIST_DIR}: run \`pnpm --filter @dokkham/app build\` first.`);
    const assets = sirv(DIST_DIR, {
      etag: true,
      gzip: true,
      brotli: true,
      // SPA fallback: paths without a file extension get index.html; a missing /assets/x.js is a 404
      // (the chunk-reload guard depends on it).
      single: true,
      setHeaders(res, pathname) {
        // Hashed file names never change; everything else (index.html, locales, icons) revalidates.
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const server = createServer((req, res) => {
      for (const [name, value] of Object.entries(securityHeaders(req))) res.setHeader(name, value);
      if (apiUrl && isMockPath(req.url)) return sendError(res, 404, 'NOT_FOUND', 'Not found.');
      if (isApi(req.url)) return proxyRequest(req, res, apiTarget);
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
