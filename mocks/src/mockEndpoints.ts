import {
  DateTime,
  DepositCodeParams,
  DepositOrderResponse,
  WithdrawalResponse,
  type Endpoint,
  type OrderStatus,
} from '@dokkham/api/schemas';
import * as z from 'zod/mini';

/*
 * Endpoints only the mock backend has, under {base}/__mock: they play the bank, the agency staff
 * and the test harness. Described like the contract's endpoints and served by the same machinery.
 */

export const PAY_OUTCOMES = ['SUCCESS', 'FAILED', 'REJECTED', 'PAID'] as const satisfies readonly OrderStatus[];
/**
 * The bank pays the order; SUCCESS (the default, also for an empty body) credits it, FAILED and
 * REJECTED settle without credit, PAID stops before settling.
 */
export const MockPayRequest = z.optional(z.object({ outcome: z.optional(z.enum(PAY_OUTCOMES)) }));
export type MockPayRequest = z.input<typeof MockPayRequest>;

export const DECIDE_OUTCOMES = ['SUCCESS', 'REJECTED', 'FAILED'] as const satisfies readonly OrderStatus[];
/** Staff decide a withdrawal: SUCCESS (the default, also for an empty body); REJECTED and FAILED give the credit back. */
export const MockDecideRequest = z.optional(z.object({ outcome: z.optional(z.enum(DECIDE_OUTCOMES)) }));
export type MockDecideRequest = z.input<typeof MockDecideRequest>;

/** Scenario names, e.g. ['signedIn', 'openOrder'] or ['signedInAs:newbie']; [] is the plain seed. */
export const MockScenarioRequest = z.object({ scenarios: z.array(z.string()) });
export type MockScenarioRequest = z.infer<typeof MockScenarioRequest>;

/** Moves the mock clock forward, e.g. past a QR's expiry. */
export const MockClockRequest = z.object({ advanceSeconds: z.number().check(z.gte(0)) });
export type MockClockRequest = z.infer<typeof MockClockRequest>;

export const MockStateResponse = z.object({
  ok: z.literal(true),
  scenarios: z.array(z.string()),
  now: DateTime,
  /** The username requests without a cookie act as, if any. */
  defaultPlayer: z.nullable(z.string()),
});
export type MockStateResponse = z.infer<typeof MockStateResponse>;

/** An order code in the path: deposits and withdrawals are addressed alike. */
const WithdrawalCodeParams = DepositCodeParams;

type MockEndpoint<B extends z.core.$ZodType | undefined, R extends z.core.$ZodType, P extends z.core.$ZodType | undefined = undefined> =
  Endpoint<P, undefined, B, R>;

function mockEndpoint<R extends z.core.$ZodType, B extends z.core.$ZodType | undefined = undefined, P extends z.core.$ZodType | undefined = undefined>(e: {
  method: 'GET' | 'POST';
  path: string;
  response: R;
  body?: B;
  params?: P;
  summary: string;
  errors?: Endpoint['errors'];
}): MockEndpoint<B, R, P> {
  return {
    method: e.method,
    path: e.path,
    params: e.params as P,
    query: undefined,
    body: e.body as B,
    response: e.response,
    status: 200,
    session: false,
    redirectOn401: false,
    examples: {},
    idempotent: false,
    errors: e.errors ?? [],
    summary: e.summary,
  };
}

export const mockEndpoints = {
  state: mockEndpoint({
    method: 'GET',
    path: '/__mock/state',
    response: MockStateResponse,
    summary: 'Scenarios in effect, the mock clock and the default player.',
  }),
  reset: mockEndpoint({
    method: 'POST',
    path: '/__mock/reset',
    response: MockStateResponse,
    summary: 'Back to the seed with the current scenarios.',
  }),
  scenario: mockEndpoint({
    method: 'POST',
    path: '/__mock/scenario',
    body: MockScenarioRequest,
    response: MockStateResponse,
    errors: ['VALIDATION_ERROR'],
    summary: 'Switch scenarios (resets the data).',
  }),
  clock: mockEndpoint({
    method: 'POST',
    path: '/__mock/clock',
    body: MockClockRequest,
    response: MockStateResponse,
    summary: 'Move the mock clock forward.',
  }),
  payDeposit: mockEndpoint({
    method: 'POST',
    path: '/__mock/deposits/:code/pay',
    params: DepositCodeParams,
    body: MockPayRequest,
    response: DepositOrderResponse,
    errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_OPEN'],
    summary: 'The bank pays an order (outcome SUCCESS, FAILED, REJECTED or PAID).',
  }),
  decideWithdrawal: mockEndpoint({
    method: 'POST',
    path: '/__mock/withdrawals/:code/decide',
    params: WithdrawalCodeParams,
    body: MockDecideRequest,
    response: WithdrawalResponse,
    errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_OPEN'],
    summary: 'Staff decide an OPEN withdrawal (SUCCESS, REJECTED or FAILED).',
  }),
} as const;

export type MockEndpointName = keyof typeof mockEndpoints;

/** Plain (non-JSON) mock routes: GET {base}/__mock/images/<gameId>.jpg and GET {base}/__mock/play/<provider>[/<gameId>]. */
export const MOCK_ASSET_PATHS = {
  image: '/__mock/images/:file',
  play: '/__mock/play/:provider/:gameId?',
} as const;
