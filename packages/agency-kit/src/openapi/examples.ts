/**
 * The examples of openapi.json, taken from the mock backend: each endpoint's `examples.ok` call
 * (packages/api, areas/<area>/endpoints.ts) sent to a fresh in-process mock (its seed, the clock
 * frozen at MOCK_NOW, so the same answers on every run) and the mock's answer recorded as it
 * travelled. A call the mock does not answer with the endpoint's success status fails the
 * generation by name: an example that stopped working is fixed in the endpoint's description.
 */
import { endpoints, type EndpointName, type ErrorBody, type ErrorCode } from '@dokkham/api/schemas';
import { ERROR_PARAMS } from '@dokkham/api/errorCodes';
import { ApiFailure, createMockApi } from '@dokkham/mocks';
import { getResponse } from 'msw';
import { bodyOf, callHeaders, urlOf, type CallInput } from '../shared/call';

export interface RecordedAnswer {
  status: number;
  body: unknown;
  /** Set-Cookie lines, the cookie's value replaced by a placeholder. */
  setCookie: string[];
}

export interface Examples {
  /** The success answer of every endpoint to its example call (or to a plain call). */
  ok: Record<EndpointName, RecordedAnswer>;
  /** What the mock answers an endpoint that takes a body when the body is empty: a real VALIDATION_ERROR. */
  invalid: Partial<Record<EndpointName, ErrorBody>>;
  /** An example ErrorBody of each code: the mock's message and the documented params. */
  error(code: ErrorCode): ErrorBody;
  /** Name of the session cookie the mock's login sets. */
  sessionCookie: string;
}

/** Lists in examples keep their first items only: enough to show the shape, short enough to read. */
export const EXAMPLE_LIST_ITEMS = 2;

const ORIGIN = 'http://mock.example';
const EXAMPLE_KEY = 'example-idempotency-key-1';

function cut(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_LIST_ITEMS).map(cut);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]));
  return value;
}

async function send(
  name: EndpointName,
  scenarios: readonly string[],
  call: CallInput,
): Promise<RecordedAnswer> {
  const e = endpoints[name];
  const api = createMockApi({ scenarios });
  try {
    const url = urlOf(`${ORIGIN}/api`, name, call);
    const request = new Request(url, { method: e.method, headers: callHeaders(name, call, EXAMPLE_KEY), body: bodyOf(call) });
    const response = await getResponse(api.handlers, request);
    if (!response) throw new Error(`${name}: no mock handler answered ${e.method} ${url.pathname}`);
    const setCookie = response.headers.getSetCookie().map((line) => line.replace(/^([^=]+)=[^;]+/, '$1=<session token>'));
    return { status: response.status, body: (await response.json()) as unknown, setCookie };
  } finally {
    api.dispose();
  }
}

/** Every endpoint's example answer from the mock, and the error examples. */
export async function harvestExamples(): Promise<Examples> {
  const ok = {} as Record<EndpointName, RecordedAnswer>;
  const invalid: Partial<Record<EndpointName, ErrorBody>> = {};
  let sessionCookie: string | undefined;
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const e = endpoints[name];
    const example = e.examples.ok ?? {};
    const answer = await send(name, example.mockScenarios ?? ['signedIn'], example);
    if (answer.status !== e.status)
      throw new Error(
        `${name}: the mock answers its example call (examples.ok in the endpoint's description) with ${answer.status} ${JSON.stringify(answer.body)}, not ${e.status}`,
      );
    ok[name] = { ...answer, body: cut(answer.body) };
    const set = answer.setCookie.find((line) => !/max-age=0/i.test(line));
    if (set) sessionCookie ??= set.slice(0, set.indexOf('='));
    if (e.body) {
      const refused = await send(name, example.mockScenarios ?? ['signedIn'], { ...example, body: {} });
      if (refused.status === 400) invalid[name] = refused.body as ErrorBody;
    }
  }
  if (!sessionCookie) throw new Error('no example answer sets a session cookie (login should)');
  return {
    ok,
    invalid,
    error: (code) => {
      const params = ERROR_PARAMS[code];
      const failure = new ApiFailure(code, params && Object.fromEntries(Object.entries(params).map(([k, p]) => [k, p.example])));
      return failure.params ? { code, message: failure.message, params: failure.params } : { code, message: failure.message };
    },
    sessionCookie,
  };
}
