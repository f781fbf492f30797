/**
 * The client's validation: zod and every endpoint's schema. Loaded by client.ts with the first
 * call (a dynamic import), so the first paint does not download or evaluate them.
 */
import * as z from 'zod/mini';
import { endpointSchemas, type EndpointName } from './schemas/endpoints';
import { ErrorBody } from './schemas/errors';

export function parseResponse(name: EndpointName, json: unknown) {
  return z.safeParse(endpointSchemas[name].response as z.core.$ZodType, json);
}

export function parseError(json: unknown) {
  return z.safeParse(ErrorBody, json);
}
