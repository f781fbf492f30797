/**
 * The conformance check: an agency's API against the contract, as a test player. Generic over
 * `endpoints` (a new endpoint is read, refused and checked without a line here):
 *
 * - read: every GET endpoint, each answer validated with the endpoint's response schema;
 * - bad input: every endpoint that takes input gets bad values derived from its schemas
 *   (badInput.ts) and must refuse them with a documented 4xx and code;
 * - rules that move no money: 401 without a session on every session endpoint, a wrong password,
 *   one bank account, the idempotent replay of a refused request (every money endpoint's
 *   `examples.refused`), logout ends the session;
 * - money (only with `money: true`): a small deposit order created, replayed, read and cancelled,
 *   and a withdrawal of more than the credit refused.
 *
 * Only the money part may move money. Bad input on money endpoints is built on their refused
 * example (badInput.ts), so even an agency that wrongly accepted a bad field would refuse the call.
 */
import { add, compare, isZero, toCurrency } from '@dokkham/api/money';
import { endpoints, type EndpointName, type ErrorBody, type ErrorCode } from '@dokkham/api/schemas';
import { PROVIDERS } from '@dokkham/api/values';
import * as z from 'zod/mini';
import type { CallInput } from '../shared/call';
import { badInputCases, baseCall } from './badInput';
import { expectRefusal, expectSuccess, shown, type Answer, type Difference } from './expect';
import { createApiSession, type ApiSession } from './http';
import { mask } from './report';

export type Section = 'session' | 'read' | 'bad input' | 'rules' | 'money';
export type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  section: Section;
  endpoint: string;
  check: string;
  result: Outcome;
  differences: Difference[];
  /** Why it was skipped, or what was accepted. */
  note?: string;
}

export interface ConformanceReport {
  api: string;
  player: string;
  money: boolean;
  startedAt: string;
  durationMs: number;
  checks: CheckResult[];
  passed: number;
  failed: number;
  skipped: number;
}

export interface ConformanceOptions {
  /** The API's origin (what API_URL takes); the API answers under `${origin}/api`. */
  origin: string;
  username: string;
  password: string;
  /** Also create and cancel a deposit order and ask for a withdrawal over the credit. */
  money?: boolean;
  /** Called after each check (progress). */
  onCheck?: (check: CheckResult) => void;
}

type Schema = z.core.$ZodType;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = Record<string, any>;
// oxlint-disable-next-line no-underscore-dangle -- zod keeps a schema's definition on `_zod`
const def = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const names = Object.keys(endpoints) as EndpointName[];
const codeOf = (answer: Answer) => (answer.json ? ((answer.body as Partial<ErrorBody> | null)?.code ?? '') : '');

/** The calls that read an endpoint: path params from their enum (each value) or the example. */
function readCalls(name: EndpointName): { input: CallInput; label: string; fromExample: string[] }[] {
  const e = endpoints[name];
  const example = e.examples.ok ?? {};
  let calls: { input: CallInput; label: string; fromExample: string[] }[] = [{ input: {}, label: '', fromExample: [] }];
  for (const [key, field] of Object.entries((e.params ? def(e.params as Schema).shape : {}) as Record<string, Schema>)) {
    const values = def(field).type === 'enum' ? Object.values(def(field).entries as Record<string, string>) : undefined;
    calls = calls.flatMap((c) =>
      (values ?? [example.params?.[key] ?? 'conformance-unknown']).map((value) => ({
        input: { ...c.input, params: { ...c.input.params, [key]: value } },
        label: `${c.label} ${key}=${value}`,
        fromExample: values ? c.fromExample : [...c.fromExample, key],
      })),
    );
  }
  const query: Record<string, string | number> = {};
  for (const [key, field] of Object.entries((e.query ? def(e.query as Schema).shape : {}) as Record<string, Schema>)) {
    const d = def(field);
    if (['optional', 'default', 'prefault'].includes(d.type as string)) continue;
    query[key] = d.type === 'enum' ? (Object.values(d.entries as Record<string, string>)[0] as string) : (example.query?.[key] ?? '');
  }
  return calls.map((c) => ({ ...c, input: Object.keys(query).length ? { ...c.input, query } : c.input }));
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = Date.now();
  const runId = Math.random().toString(36).slice(2, 10);
  const api = createApiSession(options.origin, runId);
  const checks: CheckResult[] = [];

  const record = (section: Section, endpoint: string, check: string, differences: Difference[], note?: string): CheckResult => {
    const result: CheckResult = { section, endpoint, check, result: differences.length ? 'fail' : 'pass', differences, ...(note ? { note } : {}) };
    checks.push(result);
    options.onCheck?.(result);
    return result;
  };
  const skip = (section: Section, endpoint: string, check: string, note: string) => {
    const result: CheckResult = { section, endpoint, check, result: 'skip', differences: [], note };
    checks.push(result);
    options.onCheck?.(result);
  };
  /** Runs one check; a request that gets no answer fails it (and only it). */
  const attempt = async (section: Section, endpoint: string, check: string, run: () => Promise<Difference[] | { differences: Difference[]; note?: string }>) => {
    try {
      const outcome = await run();
      return Array.isArray(outcome) ? record(section, endpoint, check, outcome) : record(section, endpoint, check, outcome.differences, outcome.note);
    } catch (error) {
      return record(section, endpoint, check, [{ path: 'request', expected: 'an answer', got: error instanceof Error ? error.message : String(error) }]);
    }
  };

  // --- session -------------------------------------------------------------------------------
  await attempt('session', 'login', 'a wrong password is refused: 401 LOGIN_FAILED', async () =>
    expectRefusal('login', await api.call('login', { body: { username: options.username, password: `${options.password}-wrong` } }, { session: false }), {
      codes: ['LOGIN_FAILED'],
    }),
  );
  const login = await attempt('session', 'login', 'the test player logs in and gets a session cookie', async () => {
    const answer = await api.call('login', { body: { username: options.username, password: options.password } });
    const differences = expectSuccess('login', answer);
    if (!differences.length && !api.signedIn()) differences.push({ path: 'header Set-Cookie', expected: 'a session cookie', got: 'none' });
    return differences;
  });
  const signedIn = login.result === 'pass' || api.signedIn();
  const needsSession = (name: EndpointName) => endpoints[name].session && !signedIn;

  // --- read ----------------------------------------------------------------------------------
  const reads: Partial<Record<EndpointName, unknown>> = {};
  for (const name of names.filter((n) => endpoints[n].method === 'GET')) {
    for (const { input, label, fromExample } of readCalls(name)) {
      const check = `answer fits the contract${label ? ` (${label.trim()})` : ''}`;
      if (needsSession(name)) {
        skip('read', name, check, 'no session: the login failed');
        continue;
      }
      await attempt('read', name, check, async () => {
        const answer = await api.call(name, input);
        if (answer.status === endpoints[name].status) {
          const differences = expectSuccess(name, answer);
          if (!differences.length) reads[name] ??= answer.body;
          return differences;
        }
        // An id taken from the contract's example is not this player's: a documented refusal is right too.
        if (fromExample.length)
          return { differences: expectRefusal(name, answer), note: `${fromExample.join(', ')} from the example, unknown here: refused as documented` };
        return expectSuccess(name, answer);
      });
    }
  }

  // --- bad input -----------------------------------------------------------------------------
  for (const name of names) {
    const cases = badInputCases(name, baseCall(name));
    if (!cases.length) continue;
    for (const c of cases) {
      const check = `bad input refused: ${c.what}`;
      if (needsSession(name)) {
        skip('bad input', name, check, 'no session: the login failed');
        continue;
      }
      await attempt('bad input', name, check, async () =>
        expectRefusal(name, await api.call(name, c.input, c.withoutKey ? { idempotencyKey: null } : {}), { field: c.field }),
      );
    }
  }

  // --- rules that move no money --------------------------------------------------------------
  for (const name of names.filter((n) => endpoints[n].session)) {
    const input = endpoints[name].method === 'GET' ? (readCalls(name)[0]?.input ?? {}) : baseCall(name);
    await attempt('rules', name, 'without a session: 401 UNAUTHORIZED', async () =>
      expectRefusal(name, await api.call(name, input, { session: false }), { codes: ['UNAUTHORIZED'] }),
    );
  }

  const accounts = (reads.bankAccounts as { bankAccounts?: { id: string; bankCode: string; accountName: string }[] } | undefined)?.bankAccounts;
  const account = accounts?.[0];
  if (!signedIn || !accounts) skip('rules', 'addBankAccount', 'one bank account: a second is refused with 409 BANK_ACCOUNT_EXISTS', 'no bank accounts read');
  else if (!account)
    skip('rules', 'addBankAccount', 'one bank account: a second is refused with 409 BANK_ACCOUNT_EXISTS', 'the test player has no bank account: add one to run this check');
  else
    await attempt('rules', 'addBankAccount', 'one bank account: a second is refused with 409 BANK_ACCOUNT_EXISTS', async () => {
      const example = (endpoints.addBankAccount.examples.ok?.body ?? {}) as Record<string, unknown>;
      const second = { ...example, bankCode: account.bankCode, accountName: account.accountName };
      const differences = expectRefusal('addBankAccount', await api.call('addBankAccount', { body: second }), { codes: ['BANK_ACCOUNT_EXISTS'] });
      if (accounts.length > 1) differences.push({ path: 'bankAccounts.bankAccounts', expected: 'at most 1 account', got: `${accounts.length} accounts` });
      return differences;
    });

  for (const name of names.filter((n) => endpoints[n].idempotent)) {
    const check = 'a refused request sent again with the same Idempotency-Key is refused the same way';
    const refused = endpoints[name].examples.refused;
    if (!refused) {
      skip('rules', name, check, "the endpoint's description has no refused example");
      continue;
    }
    if (!signedIn) {
      skip('rules', name, check, 'no session: the login failed');
      continue;
    }
    await attempt('rules', name, check, async () => {
      const key = `conformance-${runId}-replay-${name}`;
      const first = await api.call(name, refused, { idempotencyKey: key });
      const differences = expectRefusal(name, first).map((d) => ({ ...d, path: `first answer: ${d.path}` }));
      if (first.status < 300)
        return [{ path: 'first answer: status', expected: 'a refusal', got: `${first.status}: the refused example was ACCEPTED (check the test account)` }];
      const again = await api.call(name, refused, { idempotencyKey: key });
      if (again.status !== first.status || codeOf(again) !== codeOf(first))
        differences.push({ path: 'second answer', expected: `${first.status} ${codeOf(first)} (as the first)`, got: `${again.status} ${codeOf(again)}` });
      return differences;
    });
  }

  // --- money ---------------------------------------------------------------------------------
  if (options.money) await moneyChecks(api, reads, { attempt, skip, signedIn, account });

  // --- end of the session --------------------------------------------------------------------
  if (signedIn)
    await attempt('session', 'logout', 'logout ends the session: player info then answers 401', async () => {
      const differences = expectSuccess('logout', await api.call('logout'));
      const after = await api.call('playerInfo', {}, { session: true });
      return [...differences, ...expectRefusal('playerInfo', after, { codes: ['UNAUTHORIZED'] }).map((d) => ({ ...d, path: `after logout: ${d.path}` }))];
    });

  const count = (r: Outcome) => checks.filter((c) => c.result === r).length;
  // Never the password or the session cookie, even where an answer echoed one.
  const secrets = [options.password, ...api.secrets()];
  const clean = (text: string) => mask(text, secrets);
  return {
    api: options.origin,
    player: options.username,
    money: Boolean(options.money),
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    checks: checks.map((c) => ({
      ...c,
      check: clean(c.check),
      differences: c.differences.map((d) => ({ path: clean(d.path), expected: clean(d.expected), got: clean(d.got) })),
      ...(c.note ? { note: clean(c.note) } : {}),
    })),
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
  };
}

interface MoneyContext {
  attempt: (section: Section, endpoint: string, check: string, run: () => Promise<Difference[] | { differences: Difference[]; note?: string }>) => Promise<CheckResult>;
  skip: (section: Section, endpoint: string, check: string, note: string) => void;
  signedIn: boolean;
  account: { id: string } | undefined;
}

/** A small deposit order (created, replayed, read, cancelled), and a withdrawal over the credit refused. */
async function moneyChecks(api: ApiSession, reads: Partial<Record<EndpointName, unknown>>, ctx: MoneyContext): Promise<void> {
  const { attempt, skip, account } = ctx;
  const depositCheck = 'a small deposit order: created, the same key answers it again, its QR read, then cancelled';
  const withdrawCheck = 'a withdrawal of more than the credit is refused: 422 CREDIT_NOT_ENOUGH';
  if (!ctx.signedIn || !account) {
    const why = ctx.signedIn ? 'the test player has no bank account' : 'no session: the login failed';
    skip('money', 'createDeposit', depositCheck, why);
    skip('money', 'createWithdrawal', withdrawCheck, why);
    return;
  }

  const methods = (reads.paymentMethods as { paymentMethods?: { mid: string; currency: string; isEnabled: boolean; minAmount: string }[] } | undefined)?.paymentMethods ?? [];
  const method = methods
    .filter((m) => m.isEnabled && m.currency === 'LAK')
    .sort((a, b) => compare(a.minAmount, b.minAmount))[0];
  if (!method) skip('money', 'createDeposit', depositCheck, 'no enabled LAK payment method');
  else
    await attempt('money', 'createDeposit', depositCheck, async () => {
      const body = { provider: PROVIDERS[0], mid: method.mid, amount: toCurrency(method.minAmount, 'LAK', 'up') };
      const key = `conformance-deposit-${Date.now()}`;
      const created = await api.call('createDeposit', { body }, { idempotencyKey: key });
      if (created.status !== endpoints.createDeposit.status) {
        if (codeOf(created) === 'OPEN_ORDER') return { differences: [], note: 'the test player has an open order: cancel it and run again' };
        return expectSuccess('createDeposit', created);
      }
      const differences = expectSuccess('createDeposit', created);
      const order = (created.body as { order?: { code?: string; status?: string } }).order;
      if (differences.length || !order?.code) return differences;
      const code = order.code;
      const replay = await api.call('createDeposit', { body }, { idempotencyKey: key });
      const replayed = (replay.body as { order?: { code?: string } } | undefined)?.order?.code;
      if (replay.status !== created.status || replayed !== code)
        differences.push({ path: 'replay (same key, same body)', expected: `${created.status}, order ${code}`, got: `${replay.status}${replayed ? `, order ${replayed}` : ` ${codeOf(replay)}`}` });
      else if (replay.headers.get('Idempotent-Replayed') !== 'true')
        differences.push({ path: 'replay: header Idempotent-Replayed', expected: 'true', got: shown(replay.headers.get('Idempotent-Replayed') ?? undefined) });
      // Statuses are read as the client reads them: in any case (the schema upper-cases them once).
      if (order.status?.toUpperCase() !== 'OPEN') differences.push({ path: 'body.order.status', expected: '"OPEN"', got: shown(order.status) });
      const qr = await api.call('depositQr', { params: { code } });
      differences.push(...expectSuccess('depositQr', qr).map((d) => ({ ...d, path: `QR: ${d.path}` })));
      const open = await api.call('openDeposits');
      differences.push(...expectSuccess('openDeposits', open).map((d) => ({ ...d, path: `open orders: ${d.path}` })));
      const listed = (open.body as { orders?: { code: string }[] } | undefined)?.orders?.some((o) => o.code === code);
      if (!listed) differences.push({ path: 'open orders: body.orders[].code', expected: `includes ${code}`, got: 'not listed' });
      const cancelled = await api.call('cancelDeposit', { params: { code } });
      differences.push(...expectSuccess('cancelDeposit', cancelled).map((d) => ({ ...d, path: `cancel: ${d.path}` })));
      const status = (cancelled.body as { order?: { status?: string } } | undefined)?.order?.status;
      if (cancelled.status === endpoints.cancelDeposit.status && status?.toUpperCase() !== 'CANCELED')
        differences.push({ path: 'cancel: body.order.status', expected: '"CANCELED"', got: shown(status) });
      const again = await api.call('cancelDeposit', { params: { code } });
      differences.push(...expectRefusal('cancelDeposit', again, { codes: ['ORDER_NOT_OPEN'] }).map((d) => ({ ...d, path: `cancel again: ${d.path}` })));
      return { differences, note: `order ${code}, ${body.amount} kip by ${method.mid}` };
    });

  const credits = (reads.credits as { credits?: { provider: string; credit: { amount: string } }[] } | undefined)?.credits ?? [];
  const settings = (reads.agencyInfo as { settings?: { withdrawMinCredit: string; withdrawMaxCredit: string } } | undefined)?.settings;
  // More than the credit, and within the agency's limits, so the only reason to refuse is the credit.
  const target = settings
    ? credits
        .map((c) => ({ provider: c.provider, balance: c.credit.amount, credit: toCurrency(add(c.credit.amount, isZero(settings.withdrawMinCredit) ? '1' : settings.withdrawMinCredit), 'THB', 'up') }))
        .filter((c) => compare(c.credit, settings.withdrawMaxCredit) <= 0)
        .sort((a, b) => compare(a.balance, b.balance))[0]
    : undefined;
  if (!target) skip('money', 'createWithdrawal', withdrawCheck, 'no provider whose credit plus the minimum stays within the withdrawal limits');
  else
    await attempt('money', 'createWithdrawal', withdrawCheck, async () => {
      const answer = await api.call('createWithdrawal', { body: { provider: target.provider, bankAccountId: account.id, credit: target.credit } });
      if (answer.status < 300)
        return [{ path: 'status', expected: '422 CREDIT_NOT_ENOUGH', got: `${answer.status}: the withdrawal was ACCEPTED: ${target.credit} credit left ${target.provider}` }];
      return {
        differences: expectRefusal('createWithdrawal', answer, { codes: ['CREDIT_NOT_ENOUGH' as ErrorCode] }),
        note: `${target.credit} credit from ${target.provider} (balance ${target.balance})`,
      };
    });
}
