/**
 * pnpm conformance --api <origin> --username <test player> --password <password> [--money] [--json <file>]
 *
 * Or in the environment: API_URL, CONFORMANCE_USERNAME, CONFORMANCE_PASSWORD (the password is better
 * there than on a command line, which the shell keeps in its history). Exit 0 when every check
 * passed, 1 when one failed, 2 when the check could not start.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { renderTable } from './report';
import { runConformance } from './run';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The API's origin; https anywhere, http only on a loopback address (the password would cross in clear). */
export function apiOrigin(text: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `--api: "${text}" is not a URL (e.g. https://api.agency.example)` };
  }
  if (url.protocol === 'https:') return { origin: url.origin };
  if (url.protocol === 'http:') {
    if (LOOPBACK.has(url.hostname)) return { origin: url.origin };
    return {
      error: `--api: refusing ${url.origin}: over http the password and the session cookie would cross the network in clear. Use https (http only for a loopback address: localhost, 127.0.0.1, [::1]).`,
    };
  }
  return { error: `--api: "${url.protocol}" is not http or https` };
}

const USAGE = `Usage: pnpm conformance --api <origin> --username <test player> --password <password> [--money] [--json <file>]

  --api        the agency API's origin, what Dokkham's API_URL takes (the API answers under /api);
               https, or http on localhost / 127.0.0.1 / [::1]               (env API_URL)
  --username   a test player with a bank account                            (env CONFORMANCE_USERNAME)
  --password   its password: prefer the environment variable               (env CONFORMANCE_PASSWORD)
  --money      also create a small deposit order and cancel it, and ask for a withdrawal over the
               credit (which must be refused): this MOVES MONEY on the test account. Off by default.
  --json FILE  write the report as JSON too (for CI)

Exit 0: every check passed. 1: a check failed. 2: the check could not start.`;

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      options: {
        api: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        money: { type: 'boolean', default: false },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.info(USAGE);
    return 0;
  }
  const apiText = args.api ?? env.API_URL;
  const username = args.username ?? env.CONFORMANCE_USERNAME;
  const password = args.password ?? env.CONFORMANCE_PASSWORD;
  if (!apiText || !username || !password) {
    console.error(`Missing ${[!apiText && '--api', !username && '--username', !password && '--password'].filter(Boolean).join(', ')}.\n\n${USAGE}`);
    return 2;
  }
  const api = apiOrigin(apiText);
  if ('error' in api) {
    console.error(api.error);
    return 2;
  }
  const color = Boolean(process.stdout.isTTY) && !env.NO_COLOR;
  console.info(`Conformance check of ${api.origin}/api against the Dokkham contract, as "${username}".`);
  if (args.money)
    console.warn(
      [
        '',
        '!!! --money: this run MOVES MONEY on the test account. It creates a deposit order of the smallest amount a',
        '!!! payment method takes and cancels it, and asks for a withdrawal of more than the credit, which the API',
        '!!! must refuse. Use a test player of a test agency.',
        '',
      ].join('\n'),
    );
  else console.info('Money is not moved (--money adds a small deposit order, cancelled, and a refused withdrawal).');

  let done = 0;
  const progress = Boolean(process.stderr.isTTY);
  const report = await runConformance({
    origin: api.origin,
    username,
    password,
    money: args.money,
    onCheck: () => {
      done += 1;
      if (progress) process.stderr.write(`\r${done} checks…`);
    },
  }).catch((error: unknown) => {
    console.error(`The check stopped: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  if (progress) process.stderr.write('\r');
  if (!report) return 2;

  console.info(renderTable(report, { color }));
  if (args.json) {
    // pnpm runs the script in the package's folder: a relative path is the caller's.
    const file = resolve(env.INIT_CWD ?? process.cwd(), args.json);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.info(`Report written to ${file}`);
  }
  return report.failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
