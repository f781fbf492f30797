/**
 * The conformance check both ways, over real HTTP: against the mock backend (the contract's own
 * implementation) every check passes; against its brokenContract scenario exactly the broken
 * checks fail, each named. Runs the CLI as an agency would (exit code, table, --json file).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@dokkham/api/schemas';
import { CONTRACT_BREAKS } from '@dokkham/mocks';
import { startMockServer, type RunningMockServer } from '@dokkham/mocks/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiOrigin, main } from './cli';
import { mask } from './report';
import type { CheckResult, ConformanceReport } from './run';

const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
const PASSWORD = 'demo1234';

/** Runs the CLI; returns its exit code, everything it printed, and the --json report. */
async function cli(server: RunningMockServer, ...extra: string[]) {
  const file = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const printed: string[] = [];
  const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  const spies = (['info', 'warn', 'error', 'log'] as const).map((level) => vi.spyOn(console, level).mockImplementation(capture));
  try {
    const code = await main(['--api', server.url, '--username', 'demo', '--json', file, ...extra], { CONFORMANCE_PASSWORD: PASSWORD });
    return { code, output: printed.join('\n'), report: JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport };
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
}

/** Records every session token the mock hands out from now on (a logout deletes them from its db). */
function recordSessionTokens(server: RunningMockServer): string[] {
  const tokens: string[] = [];
  const sessions = server.api.db.sessions;
  const set = sessions.set.bind(sessions);
  sessions.set = (token, session) => {
    tokens.push(token);
    return set(token, session);
  };
  return tokens;
}
const failing = (report: ConformanceReport) => report.checks.filter((c) => c.result === 'fail');

describe('against the mock backend', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0 });
  });
  afterAll(() => server.close());
  afterEach(() => server.api.reset());

  it('passes every check, money included, exit 0', async () => {
    const tokens = recordSessionTokens(server);
    const { code, output, report } = await cli(server, '--money');
    expect(failing(report).map(describeCheck)).toEqual([]);
    expect(report.skipped).toBe(0);
    expect(code).toBe(0);
    expect(output).toMatch(/MOVES MONEY/);
    expect(output).toMatch(new RegExp(`${report.passed} passed, 0 failed, 0 skipped .* conforms to the contract`));
    // Every endpoint of the contract was checked, and every kind of check ran.
    expect(Object.keys(endpoints).filter((name) => !report.checks.some((c) => c.endpoint === name))).toEqual([]);
    expect(new Set(report.checks.map((c) => c.section))).toEqual(new Set(['session', 'read', 'bad input', 'rules', 'money']));
    // Never the password or the session cookie, in the output or the report.
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, ...tokens]) {
      expect(output).not.toContain(secret);
      expect(JSON.stringify(report)).not.toContain(secret);
    }
  });

  it('without --money moves nothing: no order, no withdrawal, the same credit', async () => {
    const db = server.api.db;
    const demo = db.players.find((p) => p.username === 'demo')!;
    const before = JSON.stringify({ d: db.deposits, w: db.withdrawals, u: db.usages, c: db.credits.get(demo.id), a: db.bankAccounts });
    const { code, output, report } = await cli(server);
    expect(code).toBe(0);
    expect(report.checks.some((c) => c.section === 'money')).toBe(false);
    expect(output).not.toMatch(/MOVES MONEY/);
    expect(JSON.stringify({ d: db.deposits, w: db.withdrawals, u: db.usages, c: db.credits.get(demo.id), a: db.bankAccounts })).toBe(before);
  });
});

describe('against the brokenContract scenario', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, scenario: 'brokenContract' });
  });
  afterAll(() => server.close());

  it('fails, exit 1, naming each break and nothing else', async () => {
    const { code, output, report } = await cli(server, '--money');
    expect(code).toBe(1);
    const explained = (c: CheckResult) =>
      CONTRACT_BREAKS.some((b) => b.endpoint === c.endpoint && b.section === c.section && c.check.includes(b.check));
    expect(failing(report).filter((c) => !explained(c)).map(describeCheck)).toEqual([]);
    const unnamed = CONTRACT_BREAKS.filter((b) => !failing(report).some((c) => c.endpoint === b.endpoint && c.section === b.section && c.check.includes(b.check)));
    expect(unnamed.map((b) => `${b.endpoint}: ${b.what}`)).toEqual([]);
    // The table shows where, what was expected and what came.
    expect(output).toContain('body.credit.amount: expected string, got number 3400');
    expect(output).toContain('body.promotions[0].endsAt: expected string, got missing');
    expect(output).toContain('status: expected 401 (the status of UNAUTHORIZED), got 403');
    expect(output).toContain('got 400 BAD_REQUEST (not a code of the contract)');
    expect(output).toContain('second answer: expected 404 PROMOTION_NOT_FOUND (as the first), got 422 IDEMPOTENCY_KEY_REUSED');
    expect(output).toContain('body.params.balance: expected present (CREDIT_NOT_ENOUGH carries it), got missing');
    expect(output).toMatch(/does NOT conform to the contract/);
  });
});

describe('the command line', () => {
  it('refuses http: other than loopback (the password would cross in clear), takes the origin', () => {
    expect(apiOrigin('http://10.0.0.5:8080')).toMatchObject({ error: expect.stringMatching(/refusing http:\/\/10\.0\.0\.5:8080/) });
    expect(apiOrigin('http://api.agency.example')).toHaveProperty('error');
    expect(apiOrigin('ftp://localhost')).toHaveProperty('error');
    expect(apiOrigin('not a url')).toHaveProperty('error');
    for (const ok of ['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787', 'https://api.agency.example'])
      expect(apiOrigin(ok)).toEqual({ origin: ok });
    expect(apiOrigin('https://api.agency.example/api/v2')).toEqual({ origin: 'https://api.agency.example' });
  });

  it('exits 2 without what it needs, or with a refused URL, and never prints the password', async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void printed.push(a.join(' ')));
    try {
      expect(await main(['--username', 'demo'], {})).toBe(2);
      expect(await main(['--api', 'http://192.168.1.10', '--username', 'demo', '--password', 'hunter2-secret'], {})).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(printed.join('\n')).toMatch(/Missing --api, --password/);
    expect(printed.join('\n')).not.toContain('hunter2-secret');
  });

  it('masks secrets wherever an answer echoed them', () => {
    expect(mask('player demo1234 cookie abcdef123 again demo1234', ['demo1234', 'abcdef123'])).toBe('player *** cookie *** again ***');
  });
});

function describeCheck(c: CheckResult): string {
  return `${c.section} ${c.endpoint}: ${c.check} — ${c.differences.map((d) => `${d.path}: expected ${d.expected}, got ${d.got}`).join('; ')}`;
}
