#!/usr/bin/env node
// `pnpm start`: the production build (dist/) served with /api proxied to the mock agency backend.
// `pnpm dev` (--dev): Vite's dev server with hot reload, same backend.
//
// Settings (environment):
//   API_URL        the agency API to proxy /api to (e.g. https://api.agency.example). The ONE
//                  setting for production; without it the embedded mock backend runs.
//   PORT           web port (default 4173; 5173 with --dev)
//   HOST           interface to listen on (default 127.0.0.1; 0.0.0.0 to open it to phones on the LAN)
//   MOCK_PORT      port of the mock backend (default: any free port; reached through /api anyway)
//   MOCK_SCENARIO  a named mock scenario, e.g. agency404, blockedPlayer (see mocks/src/scenarios)
//   MOCK_AUTO_PAY_SECONDS     the mock bank pays new deposit orders after N seconds (default 20,
//                             so a demo deposit completes; "off" to pay only through /api/__mock)
//   MOCK_AUTO_DECIDE_SECONDS  mock staff approve new withdrawals after N seconds (default 30; "off")
//   MOCK_CONTROL   "on" (or the --mock-control flag): the mock's control endpoints under /api/__mock
//                  (reset, scenario, clock, pay a deposit, decide a withdrawal) for E2E and demos.
//                  Off by default: they need no session. Refused with API_URL.
//   TRUST_PROXY, TLS, ALLOWED_ORIGINS, BODY_LIMIT_BYTES, AUTH_RATE_LIMIT, API_TIMEOUT_SECONDS,
//   CLIENT_TIMEOUT_SECONDS, KEEPALIVE_TIMEOUT_SECONDS: the front door's settings (policy.mjs,
//                  settingsFromEnv).
// The full list with defaults: app/README.md (Settings).
import { settingsFromEnv, startDokkham } from './server.mjs';

const dev = process.argv.includes('--dev');
const mockControl = process.argv.includes('--mock-control') || process.env.MOCK_CONTROL === 'on';
const env = process.env;
const int = (name) => {
  if (env[name] === undefined || env[name] === '') return undefined;
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${env[name]}"`);
  return value;
};
/** Seconds, "off" (null), or the default. */
const seconds = (name, fallback) => (env[name] === 'off' ? null : (int(name) ?? fallback));

try {
  const app = await startDokkham({
    dev,
    ...(int('PORT') !== undefined && { port: int('PORT') }),
    ...(env.HOST && { host: env.HOST }),
    ...(env.API_URL && { apiUrl: env.API_URL }),
    ...(int('MOCK_PORT') !== undefined && { mockPort: int('MOCK_PORT') }),
    ...(env.MOCK_SCENARIO && { mockScenario: env.MOCK_SCENARIO }),
    autoPaySeconds: seconds('MOCK_AUTO_PAY_SECONDS', 20),
    autoDecideSeconds: seconds('MOCK_AUTO_DECIDE_SECONDS', 30),
    mockControl,
    settings: settingsFromEnv(env),
  });

  const lines = [`Dokkham is running at ${app.url}${dev ? ' (dev, hot reload)' : ''}`];
  if (app.mock) {
    const logins = Object.values(app.mock.logins ?? {})
      .map((l) => `${l.username} / ${l.password}`)
      .join(', ');
    const auto = [
      app.mock.autoPaySeconds !== null && `deposits are paid after ${app.mock.autoPaySeconds} s`,
      app.mock.autoDecideSeconds !== null && `withdrawals approved after ${app.mock.autoDecideSeconds} s`,
    ].filter(Boolean);
    lines.push(`  API: mock agency backend at ${app.apiTarget}${env.MOCK_SCENARIO ? ` (scenario ${env.MOCK_SCENARIO})` : ''}`);
    lines.push(`  demo login: ${logins || 'demo / demo1234'}`);
    if (auto.length) lines.push(`  mock bank: ${auto.join(', ')}`);
    if (app.mock.control) lines.push('  mock control endpoints: /api/__mock (reset, scenario, clock, pay, decide)');
  } else {
    lines.push(`  API: ${app.apiTarget}`);
  }
  lines.push('  Stop with Ctrl+C.');
  console.info(`\n${lines.join('\n')}\n`);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Dokkham could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
