/**
 * The two halves of an endpoint's description, written side by side in each area
 * (areas/<area>/route.ts and endpoints.ts) under the same names:
 * - `route()`: how it is called (method, path, success status, session and 401 rule, idempotency).
 *   zod-free, so the client's entry bundle carries the routes and nothing more;
 * - `IoFor<routes>`: what it takes, answers and may fail with (the zod schemas), loaded with the
 *   first call. `satisfies IoFor<typeof routes>` makes the compiler check that both halves name
 *   exactly the same endpoints (a missing or an extra name is an error).
 */
import type * as z from 'zod/mini';
import type { ErrorCode } from '../schemas/errors';

export type Method = 'GET' | 'POST';

export interface EndpointRoute<I extends boolean = boolean, M extends Method = Method> {
  method: M;
  /** Path under the API base, with :params (msw syntax). */
  path: string;
  /** HTTP status of success. */
  status: 200 | 201;
  /** Needs a player session (401 UNAUTHORIZED without one). */
  session: boolean;
  /** SPEC §8: a 401 from this endpoint sends the browser to /login (all but player and agency info). */
  redirectOn401: boolean;
  /** Money mutations carry an Idempotency-Key (a literal type, so the client can require the key). */
  idempotent: I;
}

export function route<I extends boolean = false, M extends Method = Method>(
  r: Pick<EndpointRoute<I, M>, 'method' | 'path'> & Partial<Omit<EndpointRoute<I, M>, 'method' | 'path'>>,
): EndpointRoute<I, M> {
  const session = r.session ?? true;
  return { status: 200, idempotent: false as I, ...r, session, redirectOn401: r.redirectOn401 ?? session };
}

type Schema = z.core.$ZodType;

/** One call of an endpoint, as it travels (the schemas' input: path params, query, JSON body). */
export interface ExampleCall {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/**
 * Example calls of an endpoint, for the contract's documents and checks (packages/agency-kit).
 * They live with the endpoint so a new endpoint brings its own; each is parsed with the endpoint's
 * schemas by the tests, so an example that no longer fits its schema fails by name.
 */
export interface EndpointExamples {
  /**
   * A call the mock backend's seed answers with success: openapi.json shows it and the mock's answer
   * to it. Endpoints without params, query or body need none (called as the demo player).
   */
  ok?: ExampleCall & {
    /** The mock's scenarios (mocks/src/scenarios) under which it succeeds; default ['signedIn']. */
    mockScenarios?: readonly string[];
  };
  /**
   * A well-formed call any agency refuses whatever the test player holds (an unknown id, more than
   * any credit), so nothing happens and no money moves. Required on idempotent (money) endpoints:
   * the conformance check builds their bad input on it, and sends it twice with one Idempotency-Key
   * (the refusal must be answered again, the same way).
   */
  refused?: ExampleCall;
}

/** What an endpoint takes, answers and may fail with. */
export interface EndpointIo {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema;
  /** Error codes this endpoint may answer with (besides VALIDATION_ERROR and INTERNAL_ERROR). */
  errors?: readonly ErrorCode[];
  summary: string;
  examples?: EndpointExamples;
}

/** The io of exactly the endpoints of a routes object. */
export type IoFor<Routes> = { [N in keyof Routes]: EndpointIo };
