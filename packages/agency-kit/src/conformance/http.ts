/**
 * Calls of the contract over HTTP with a cookie jar of its own (the session cookie goes back to the
 * API and nowhere else: it is never printed, and the report masks it should an answer echo it).
 */
import { endpoints, type EndpointName } from '@dokkham/api/schemas';
import { bodyOf, callHeaders, urlOf, type CallInput } from '../shared/call';
import type { Answer } from './expect';

export interface CallOptions {
  /** Send the session cookie (default true). */
  session?: boolean;
  /** The Idempotency-Key of an idempotent endpoint: a fresh one unless given; null sends none. */
  idempotencyKey?: string | null;
}

export interface ApiSession {
  call(name: EndpointName, input?: CallInput, options?: CallOptions): Promise<Answer>;
  /** Values that must never appear in output (the session cookie's). */
  secrets(): string[];
  signedIn(): boolean;
}

const TIMEOUT_MS = 20_000;

export function createApiSession(origin: string, runId: string): ApiSession {
  const base = `${origin}/api`;
  const jar = new Map<string, string>();
  /** Every cookie value ever set: masked in the report even after the logout cleared the jar. */
  const seen = new Set<string>();
  let keys = 0;

  return {
    async call(name, input = {}, options = {}) {
      const e = endpoints[name];
      const key = options.idempotencyKey === undefined ? `conformance-${runId}-${++keys}` : options.idempotencyKey;
      const headers = callHeaders(name, input, key);
      if (options.session !== false && jar.size > 0) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(urlOf(base, name, input), {
        method: e.method,
        headers,
        body: bodyOf(input),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (options.session !== false)
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
          const eq = pair.indexOf('=');
          if (eq <= 0) continue;
          const cookie = pair.slice(0, eq);
          const value = pair.slice(eq + 1);
          if (value === '' || attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=Thu, 01 Jan 1970/i.test(a))) jar.delete(cookie);
          else {
            jar.set(cookie, value);
            seen.add(value);
          }
        }
      const text = await response.text();
      try {
        return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), json: text !== '', headers: response.headers };
      } catch {
        return { status: response.status, body: text, json: false, headers: response.headers };
      }
    },
    secrets: () => [...seen].filter((v) => v.length >= 4),
    signedIn: () => jar.size > 0,
  };
}
