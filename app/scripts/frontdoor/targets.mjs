// The two front doors that frontdoor.suite.mjs checks, each serving the real build (app/dist) in
// front of its own mock agency backend, started as in production (no control endpoints), behind a
// recorder that notes every request reaching it:
// - node:  scripts/server.mjs through startDokkham, TRUST_PROXY on (the test client plays the CDN);
// - nginx: Debian's nginx with deploy/nginx.conf, edited as an operator would (ports, paths, a
//          self-signed certificate, the test client as the trusted proxy) into a temporary prefix,
//          running as the current user: a system nginx on port 80 changes nothing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockServer } from '@dokkham/mocks/server';
import { DIST_DIR, startDokkham } from '../server.mjs';
import { NGINX_PACKAGES, SERVER_FILES_DIR, writeServerFiles } from './nginx.mjs';
import { DEFAULT_SETTINGS, readBuildInputs } from './policy.mjs';

export const NGINX_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
/** The one other origin both servers are told to accept (ALLOWED_ORIGINS, $dokkham_origin_listed). */
export const PARTNER_ORIGIN = 'https://partner.example';

function listen(server, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(server.address().port));
  });
}

const closeServer = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** Request headers by which a test asks the recorder to play a misbehaving agency API. */
export const TEST_HOLD = 'x-frontdoor-test-hold';
export const TEST_CACHE_CONTROL = 'x-frontdoor-test-cache-control';

/**
 * The mock agency (no control endpoints) behind a recorder: `seen` lists what reached it. A request
 * carrying TEST_HOLD is never answered (an API that accepts and thinks forever; `held` is the set of
 * such requests still open); TEST_CACHE_CONTROL is sent back as the answer's Cache-Control (an API
 * with a cache rule of its own). `pause()` refuses connections (an API that is down) until `resume()`.
 */
export async function startBackend() {
  const mock = await startMockServer({ port: 0, controlEndpoints: false });
  const seen = [];
  const held = new Set();
  const recorder = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: { ...req.headers } });
    if (req.headers[TEST_HOLD]) {
      held.add(req);
      req.socket.once('close', () => held.delete(req));
      return;
    }
    const cacheControl = req.headers[TEST_CACHE_CONTROL];
    const upstream = httpRequest(new URL(req.url ?? '/', mock.url), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...(cacheControl && { 'cache-control': cacheControl }) });
      answer.pipe(res);
    });
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  const port = await listen(recorder);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    held,
    /** Stops listening and drops every connection: the API's port refuses connections. */
    pause: () => closeServer(recorder),
    /** Listens again, on the same port. */
    resume: () =>
      new Promise((resolve, reject) => {
        recorder.once('error', reject);
        recorder.listen(port, '127.0.0.1', () => resolve());
      }),
    async close() {
      await closeServer(recorder);
      await mock.close();
    },
  };
}

/**
 * One HTTP(S) request, the answer read whole and not decoded (Content-Encoding is checked as
 * sent). The request target is sent exactly as written in `url` (dot segments, escapes and case
 * kept: the front door must see what an attacker would send). `body`: a string or Buffer (sent with
 * Content-Length) or an iterable of chunks (sent chunked). `localAddress` picks the client's
 * address (127.0.0.2: a client nginx does not trust); `signal` aborts (the client leaves).
 */
export function call(url, { method = 'GET', headers = {}, body, ca, localAddress, signal } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const path = url.slice(url.indexOf('/', target.protocol.length + 2)) || '/';
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let answered = false;
    const options = { protocol: target.protocol, hostname: target.hostname, port: target.port, path, method, headers, ca, servername: 'localhost', localAddress, agent: false, signal };
    const req = send(options, (res) => {
      answered = true;
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, raw, text: raw.toString('utf8'), json: () => JSON.parse(raw.toString('utf8')) });
      });
    });
    // A server may answer (413) and close before a large body is all sent: the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else
      void (async () => {
        for await (const chunk of body) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        req.end();
      })().catch(() => req.destroy());
  });
}

/** What the Node servers log (CSP reports with console.warn, an unreachable API with console.error): kept for the suite, still printed. */
const nodeLog = [];
let unpatchConsole;
function captureNodeLog() {
  if (unpatchConsole) return;
  const { warn, error } = console;
  console.warn = (...args) => {
    nodeLog.push(args.join(' '));
    warn(...args);
  };
  console.error = (...args) => {
    nodeLog.push(args.join(' '));
    error(...args);
  };
  unpatchConsole = () => {
    Object.assign(console, { warn, error });
    unpatchConsole = undefined;
  };
}
let nodeTargets = 0;

/**
 * The Node server (startDokkham) on the build, TRUST_PROXY on: the test client is the trusted
 * proxy. `settings` override the front door's (e.g. short timeouts).
 */
export async function startNodeTarget({ settings = {} } = {}) {
  const backend = await startBackend();
  const app = await startDokkham({ port: 0, apiUrl: backend.url, distDir: DIST_DIR, settings: { trustProxy: true, allowedOrigins: [PARTNER_ORIGIN], ...settings } });
  captureNodeLog();
  nodeTargets += 1;
  return {
    name: 'node',
    url: app.url.replace('localhost', '127.0.0.1'),
    browserUrl: app.url.replace('localhost', '127.0.0.1'),
    backend,
    logLines: () => nodeLog,
    async close() {
      nodeTargets -= 1;
      if (nodeTargets === 0) unpatchConsole?.();
      await app.close();
      await backend.close();
    },
  };
}

const which = (name) => {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8', env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` } });
  return found.status === 0 ? found.stdout.trim() : null;
};

/**
 * Can the nginx half run here? `{ nginx, openssl }` or `{ missing }`: nginx, the modules
 * deploy/nginx.conf loads, and openssl (the test's certificate).
 */
export function nginxAvailability() {
  const nginx = which('nginx');
  const openssl = which('openssl');
  const modules = [...readFileSync(NGINX_CONF, 'utf8').matchAll(/^load_module\s+(\S+);/gm)].map((m) => m[1]);
  const missing = [
    ...(nginx ? [] : ['nginx']),
    ...modules.filter((path) => !existsSync(path)).map((path) => `the module ${path}`),
    ...(openssl ? [] : ['openssl']),
  ];
  if (missing.length) return { missing: `${missing.join(', ')} not found (Debian: apt-get install ${NGINX_PACKAGES.join(' ')})` };
  return { nginx, openssl };
}

/**
 * deploy/nginx.conf as the test runs it: every edit must find its line, so a config that moves on
 * without the test fails here rather than testing something else.
 */
export function nginxTestConfig(text, { prefix, dist, serverFiles = `${dist}/.server`, backendPort, plainPort, tlsPort, redirectPort, cert, key }) {
  const root = userInfo().uid === 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `$1${kind}_temp_path ${prefix}/${kind}_temp;`).join('\n');
  const edits = [
    // Workers as the current user (root in CI: root's workers; anyone else: the line is void).
    [/^user www-data;$/m, root ? 'user root;' : ''],
    [/^pid \/run\/nginx\.pid;$/m, `pid ${prefix}/nginx.pid;`],
    [/^error_log \/var\/log\/nginx\/error\.log warn;$/m, `error_log ${prefix}/error.log warn;`],
    [/^(\s*)access_log \/var\/log\/nginx\/access\.log dokkham;$/m, `$1access_log ${prefix}/access.log dokkham;\n${temp}`],
    [/server api\.agency\.example:443;/, `server 127.0.0.1:${backendPort};`],
    [/default api\.agency\.example;/, `default 127.0.0.1:${backendPort};`],
    [/proxy_pass https:\/\/dokkham_api;/, 'proxy_pass http://dokkham_api;'],
    [/(geo \$dokkham_trusted_proxy \{\n(\s*)default 0;)/, '$1\n$2127.0.0.1 1;'],
    [/(map \$http_origin \$dokkham_origin_listed \{\n(\s*)default 0;)/, `$1\n$2${PARTNER_ORIGIN} 1;`],
    [/listen 80;/, `listen 127.0.0.1:${redirectPort};`],
    [/\n\s*listen \[::\]:80;/, ''],
    // TLS here, and plain http as behind a CDN (the README's other setup) on a second port.
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${tlsPort} ssl http2;\n        listen 127.0.0.1:${plainPort};`],
    [/\n\s*listen \[::\]:443 ssl http2;/, ''],
    [/ssl_certificate \/etc\/letsencrypt\/\S+;/, `ssl_certificate ${cert};`],
    [/ssl_certificate_key \/etc\/letsencrypt\/\S+;/, `ssl_certificate_key ${key};`],
    // The build's nginx files (or ones written for the test's settings), then the build itself.
    [/\/var\/www\/dokkham\/\.server/g, serverFiles],
    [/\/var\/www\/dokkham/g, dist],
  ];
  let out = text;
  for (const [pattern, replacement] of edits) {
    const count = (out.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? []).length;
    if (count === 0 || (!pattern.global && count !== 1)) throw new Error(`deploy/nginx.conf: expected ${pattern.global ? 'some' : 'one'} match of ${pattern}, found ${count}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

async function freePort() {
  const server = createNetServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function waitForPort(port, child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode}) before it listened`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Debian's nginx with deploy/nginx.conf in a temporary prefix, on free ports. With `settings`, the
 * front door's nginx files are written for them (as a build with those settings in its environment
 * would: writeServerFiles) into the prefix, in place of the build's.
 */
export async function startNginxTarget({ nginx, openssl } = nginxAvailability(), { settings } = {}) {
  if (!nginx) throw new Error('nginx is not available');
  const backend = await startBackend();
  const prefix = mkdtempSync(join(tmpdir(), 'dokkham-nginx-'));
  let serverFiles;
  if (settings) {
    await writeServerFiles(prefix, await readBuildInputs(DIST_DIR), { ...DEFAULT_SETTINGS, ...settings });
    serverFiles = join(prefix, SERVER_FILES_DIR);
  }
  const cert = join(prefix, 'cert.pem');
  const key = join(prefix, 'key.pem');
  // A certificate for 127.0.0.1 and localhost, valid for a day; the suite trusts exactly it.
  execFileSync(openssl, [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  const [plainPort, tlsPort, redirectPort] = [await freePort(), await freePort(), await freePort()];
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxTestConfig(readFileSync(NGINX_CONF, 'utf8'), { prefix, dist: DIST_DIR.replace(/\/$/, ''), serverFiles, backendPort: backend.port, plainPort, tlsPort, redirectPort, cert, key }));
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')];
  // `nginx -t`: what an operator runs after editing.
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const errorLog = () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');
  try {
    await waitForPort(plainPort, child);
  } catch (error) {
    child.kill('SIGKILL');
    await backend.close();
    throw new Error(`${error.message}\n${check.stderr}\n${stderr}\n${errorLog()}`, { cause: error });
  }
  return {
    name: 'nginx',
    url: `http://127.0.0.1:${plainPort}`,
    tlsUrl: `https://127.0.0.1:${tlsPort}`,
    redirectUrl: `http://127.0.0.1:${redirectPort}`,
    browserUrl: `https://127.0.0.1:${tlsPort}`,
    ca: readFileSync(cert),
    check: { status: check.status, output: `${check.stdout}${check.stderr}` },
    backend,
    logLines: () => errorLog().split('\n'),
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await backend.close();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
