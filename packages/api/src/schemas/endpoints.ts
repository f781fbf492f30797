import type * as z from 'zod/mini';
import { agencyEndpoints } from '../areas/agency/endpoints';
import { authEndpoints } from '../areas/auth/endpoints';
import { fingerprintEndpoints } from '../areas/fingerprint/endpoints';
import { creditEndpoints } from '../areas/credit/endpoints';
import { bankEndpoints } from '../areas/bank/endpoints';
import { paymentEndpoints } from '../areas/payment/endpoints';
import { depositEndpoints } from '../areas/deposit/endpoints';
import { withdrawEndpoints } from '../areas/withdraw/endpoints';
import { promotionEndpoints } from '../areas/promotion/endpoints';
import { gameEndpoints } from '../areas/game/endpoints';
import { protectionEndpoints } from '../areas/protection/endpoints';
import { notificationEndpoints } from '../areas/notification/endpoints';
import { sessionEndpoints } from '../areas/session/endpoints';
import type { EndpointExamples, EndpointIo } from '../areas/define';
import type { ErrorCode } from './errors';
import { endpointRoutes, type EndpointName, type EndpointRoute, type EndpointRoutes, type Method } from '../endpointRoutes';

export type { EndpointExamples, EndpointIo, EndpointName, Method };

type Schema = z.core.$ZodType;

/**
 * What every endpoint takes, answers and may fail with (areas/<area>/endpoints.ts), keyed as
 * `endpointRoutes` (how it is called). The client loads this module with its first call, in
 * parallel with that call, so no schema weighs on the first paint.
 */
export const endpointSchemas = {
  ...agencyEndpoints,
  ...authEndpoints,
  ...fingerprintEndpoints,
  ...creditEndpoints,
  ...bankEndpoints,
  ...paymentEndpoints,
  ...depositEndpoints,
  ...withdrawEndpoints,
  ...promotionEndpoints,
  ...gameEndpoints,
  ...protectionEndpoints,
  ...notificationEndpoints,
  ...sessionEndpoints,
} as const satisfies Record<EndpointName, EndpointIo>;

/**
 * The same endpoints by area (the folder under areas/): the sections of the OpenAPI document. A
 * test checks that every endpoint is in exactly one area, so a new area is added here too.
 */
export const endpointAreas: Record<string, Partial<Record<EndpointName, EndpointIo>>> = {
  agency: agencyEndpoints,
  auth: authEndpoints,
  fingerprint: fingerprintEndpoints,
  credit: creditEndpoints,
  bank: bankEndpoints,
  payment: paymentEndpoints,
  deposit: depositEndpoints,
  withdraw: withdrawEndpoints,
  promotion: promotionEndpoints,
  game: gameEndpoints,
  protection: protectionEndpoints,
  notification: notificationEndpoints,
  session: sessionEndpoints,
};

type Schemas = typeof endpointSchemas;
type Field<S, K extends string> = S extends Record<K, infer T> ? T : undefined;

/**
 * One endpoint of the agency API: how it is called and what it takes and answers. The client, the
 * mock backend and packages/api/README.md all read this one description.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  I extends boolean = boolean,
  M extends Method = Method,
> extends EndpointRoute<I, M> {
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Error codes this endpoint may answer with (besides VALIDATION_ERROR and INTERNAL_ERROR). */
  errors: readonly ErrorCode[];
  summary: string;
  examples: EndpointExamples;
}

export type Endpoints = {
  [N in EndpointName]: Endpoint<
    Field<Schemas[N], 'params'>,
    Field<Schemas[N], 'query'>,
    Field<Schemas[N], 'body'>,
    Schemas[N]['response'],
    EndpointRoutes[N]['idempotent'],
    EndpointRoutes[N]['method']
  >;
};

export const endpoints = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(endpointRoutes) as EndpointName[]).map((name) => {
    const io: EndpointIo = endpointSchemas[name];
    return [name, { params: undefined, query: undefined, body: undefined, errors: [], examples: {}, ...endpointRoutes[name], ...io }];
  }),
) as unknown as Endpoints;
