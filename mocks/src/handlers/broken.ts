/**
 * The `brokenContract` scenario: the mock answers as a careless agency API would, breaking the
 * contract in the ways listed below (each a mistake seen in real APIs) and nowhere else. It exists
 * to prove the conformance check (packages/agency-kit) names every break; its test expects exactly
 * the checks listed here to fail. The answers are rewritten after the handler ran, so the mock's
 * own check of its answers (route.ts) does not stop them.
 */
import type { Db } from '../db/types';

export interface ContractBreak {
  /** The endpoint whose answers break. */
  endpoint: string;
  /** What the conformance check sees (its section, and words of the failing checks' names). */
  section: 'read' | 'bad input' | 'rules' | 'money';
  check: string;
  what: string;
}

export const CONTRACT_BREAKS: readonly ContractBreak[] = [
  { endpoint: 'credit', section: 'read', check: 'answer fits the contract', what: 'the credit amount is a JSON number, not a decimal string' },
  { endpoint: 'promotions', section: 'read', check: 'answer fits the contract', what: "a promotion's endsAt is missing" },
  { endpoint: 'deposits', section: 'rules', check: 'without a session', what: 'no session: 403 UNAUTHORIZED instead of 401' },
  { endpoint: 'alphabetGames', section: 'rules', check: 'without a session', what: 'answers a guest (200) instead of 401' },
  { endpoint: 'openGame', section: 'bad input', check: 'body.provider', what: 'a bad provider crashes it: 500 INTERNAL_ERROR' },
  { endpoint: 'cancelUsage', section: 'bad input', check: 'body.usageId', what: 'a bad usageId is answered with BAD_REQUEST, a code the contract does not have' },
  {
    endpoint: 'usePromotion',
    section: 'rules',
    check: 'same Idempotency-Key',
    what: 'a refused request sent again with its key is answered IDEMPOTENCY_KEY_REUSED (refusals remembered as if another body)',
  },
  { endpoint: 'createWithdrawal', section: 'money', check: 'more than the credit', what: 'CREDIT_NOT_ENOUGH without params.balance' },
];

const refusedKeys = new WeakMap<Db, Set<string>>();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The answer as the broken agency gives it (the contract's answer otherwise). */
export async function breakContract(db: Db, name: string, request: Request, response: Response): Promise<Response> {
  if (!CONTRACT_BREAKS.some((b) => b.endpoint === name)) return response;
  const body = (await response.clone().json()) as Record<string, unknown> & { code?: string; fields?: { path: string }[] };
  const status = response.status;
  const invalid = (field: string) => status === 400 && body.code === 'VALIDATION_ERROR' && (body.fields ?? []).some((f) => f.path === field);
  switch (name) {
    case 'credit': {
      const credit = body.credit as { amount?: string } | undefined;
      if (status === 200 && credit?.amount) return json(200, { ...body, credit: { ...credit, amount: Number(credit.amount) } });
      return response;
    }
    case 'promotions': {
      const [first, ...rest] = (body.promotions as Record<string, unknown>[] | undefined) ?? [];
      if (status !== 200 || !first) return response;
      const { endsAt: _, ...withoutEnd } = first;
      return json(200, { promotions: [withoutEnd, ...rest] });
    }
    case 'deposits':
      return status === 401 ? json(403, body) : response;
    case 'alphabetGames':
      return status === 401 ? json(200, { games: [] }) : response;
    case 'openGame':
      return invalid('provider') ? json(500, { code: 'INTERNAL_ERROR', message: 'Internal server error.' }) : response;
    case 'cancelUsage':
      return invalid('usageId') ? json(400, { code: 'BAD_REQUEST', message: 'Bad request.' }) : response;
    case 'usePromotion': {
      const key = request.headers.get('Idempotency-Key');
      if (!key || status < 400 || status >= 500) return response;
      const seen = refusedKeys.get(db) ?? new Set<string>();
      refusedKeys.set(db, seen);
      if (seen.has(key)) return json(422, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used with another request.' });
      seen.add(key);
      return response;
    }
    case 'createWithdrawal': {
      if (body.code !== 'CREDIT_NOT_ENOUGH') return response;
      const { params: _, ...withoutParams } = body;
      return json(status, withoutParams);
    }
    default:
      return response;
  }
}
