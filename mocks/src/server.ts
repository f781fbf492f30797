/**
 * The mock agency backend over real HTTP, for `pnpm start`, E2E and benchmarks: the same msw
 * handlers answered through msw's getResponse and a small node:http adapter, so cookies
 * (HttpOnly, SameSite=Lax), credentials and 401s are real.
 *
 *   pnpm --filter @dokkham/mocks serve          # PORT, HOST, SCENARIO, AUTO_PAY_SECONDS, AUTO_DECIDE_SECONDS, MOCK_CONTROL=on
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { createMockApi, type MockApi } from './mockApi';
import { parseScenarioList, type ScenarioInput } from './scenarios';

export interface MockServerOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** One scenario or several ('signedIn', ['openOrder', 'slowNetwork'], 'signedInAs:newbie'). */
  scenario?: ScenarioInput | readonly ScenarioInput[];
  /** Pay new deposit orders (SUCCESS) after this many seconds. */
  autoPaySeconds?: number | null;
  /** Approve new withdrawals after this many seconds. */
  autoDecideSeconds?: number | null;
  /** API base path, default '/api'. */
  baseUrl?: string;
  /**
   * Serve the control endpoints ({base}/__mock/reset, scenario, clock, pay, decide). Default false:
   * over HTTP anyone could credit a player or wipe every session; E2E and the demo turn it on.
   */
  controlEndpoints?: boolean;
}

export interface RunningMockServer {
  /** The origin, e.g. http://127.0.0.1:8787 (the API is under `${url}/api`). */
  url: string;
  api: MockApi;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

const notFound = () =>
  new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found.' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const scenarios = options.scenario === undefined ? [] : Array.isArray(options.scenario) ? options.scenario : [options.scenario];
  const api = createMockApi({
    scenarios: scenarios as readonly ScenarioInput[],
    baseUrl: options.baseUrl ?? '/api',
    clock: 'real',
    autoPaySeconds: options.autoPaySeconds ?? null,
    autoDecideSeconds: options.autoDecideSeconds ?? null,
    controlEndpoints: options.controlEndpoints ?? false,
  });
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      try {
        const response = (await getResponse(api.handlers, toRequest(req, origin))) ?? notFound();
        await send(res, response);
      } catch (error) {
        console.error('[mocks] server error', error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json');
        }
        res.end(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Internal server error.' }));
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        api.dispose();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function numberEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const running = await startMockServer({
    port: numberEnv('PORT') ?? DEFAULT_PORT,
    host: process.env.HOST || undefined,
    scenario: parseScenarioList(process.env.SCENARIO),
    autoPaySeconds: numberEnv('AUTO_PAY_SECONDS') ?? null,
    autoDecideSeconds: numberEnv('AUTO_DECIDE_SECONDS') ?? null,
    controlEndpoints: process.env.MOCK_CONTROL === 'on',
  });
  const scenarios = running.api.scenarioNames.join(', ') || 'none';
  console.info(`Mock agency API: ${running.url}/api  (scenarios: ${scenarios}; logins demo/demo1234, newbie/newbie1234, blocked/blocked1234)`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
