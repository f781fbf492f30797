/**
 * Idempotency keys per player intent (ARCHITECTURE.md). A money mutation (deposit, withdrawal,
 * promotion use) sends an Idempotency-Key; the backend answers a repeated key with the first
 * answer, so a resend can never pay, withdraw or claim twice.
 *
 * One intent = one payload the player meant to send once:
 * - the same payload sent again while the outcome is unknown (network error, 5xx, a success body
 *   we could not read) reuses the key: the server may already have acted on it;
 * - a changed payload is a new intent: new key;
 * - after a success, or after a definitive refusal (a 4xx answer: nothing happened, e.g.
 *   CREDIT_NOT_ENOUGH), the intent is over: the next attempt gets a new key, so a retry after a
 *   top-up is not answered with the stored refusal.
 */
import { isApiError, type ApiClient, type RequestBody, type ResponseOf } from '../client';
import type { EndpointName, Endpoints } from '../schemas/endpoints';

/** A random key (UUID v4 form). getRandomValues also works on plain-http LAN addresses, randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON with sorted object keys, so { a, b } and { b, a } are the same payload. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export interface IntentKeys {
  /** The key for this payload: the current one when the payload is unchanged, else a new one. */
  keyFor(payload: unknown): string;
  /** Records the outcome: success or a definitive refusal ends the intent; unknown outcomes keep it. */
  settle(error: unknown): void;
  /** Ends the intent now (e.g. the player starts over); the next send gets a new key. */
  reset(): void;
  /** The key in use, if any (for tests and diagnostics). */
  readonly current: string | undefined;
}

/** True when the server's answer is final and the same key would only replay it. */
export function endsIntent(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function createIntentKeys(generate: () => string = newIdempotencyKey): IntentKeys {
  let intent: { payload: string; key: string } | undefined;
  return {
    keyFor(payload) {
      const text = stableStringify(payload);
      if (intent?.payload !== text) intent = { payload: text, key: generate() };
      return intent.key;
    },
    settle(error) {
      if (endsIntent(error)) intent = undefined;
    },
    reset() {
      intent = undefined;
    },
    get current() {
      return intent?.key;
    },
  };
}

/**
 * Intents live as long as the api client (the page), not the component: a deposit dialog closed
 * after a network error and opened again with the same amount still reuses its key.
 */
const registry = new WeakMap<object, Map<string, IntentKeys>>();

export function intentKeysFor(owner: object, name: string): IntentKeys {
  let byName = registry.get(owner);
  if (!byName) registry.set(owner, (byName = new Map()));
  let intent = byName.get(name);
  if (!intent) byName.set(name, (intent = createIntentKeys()));
  return intent;
}

/** Endpoints that take an Idempotency-Key: deposit, withdrawal, promotion use. */
export type IdempotentEndpointName = {
  [N in EndpointName]: Endpoints[N]['idempotent'] extends true ? N : never;
}[EndpointName];

/**
 * Sends a money request under the intent of `name` for this client: the key is reused for the same
 * payload until the outcome is known, then renewed. The money mutation hooks use this.
 */
export async function requestWithIntent<N extends IdempotentEndpointName>(
  client: ApiClient,
  name: N,
  body: RequestBody<N>,
): Promise<ResponseOf<N>> {
  const intent = intentKeysFor(client, name);
  const idempotencyKey = intent.keyFor(body);
  const request = client.request as (
    n: N,
    input: { body: RequestBody<N>; idempotencyKey: string },
  ) => Promise<ResponseOf<N>>;
  try {
    const data = await request(name, { body, idempotencyKey });
    intent.settle(null);
    return data;
  } catch (error) {
    intent.settle(error);
    throw error;
  }
}
