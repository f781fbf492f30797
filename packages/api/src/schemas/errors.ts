import * as z from 'zod/mini';
import { ERROR_CODES } from '../errorCodes';

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * The body of every non-2xx answer. `params` carries values for the message ({{provider}},
 * {{min}}, {{max}}, {{threshold}}); `fields` names invalid request fields for VALIDATION_ERROR.
 * `code` is a plain string on the wire: an unknown code must not turn into a contract error.
 */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  fields: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
