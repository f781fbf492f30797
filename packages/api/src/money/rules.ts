/** The outcome of a money rule: ok with its values, or the error code the backend answers with. */
import type { ErrorCode } from '../schemas/errors';

export type RuleParams = Record<string, string>;
export type RuleResult<T> = ({ ok: true } & T) | { ok: false; code: ErrorCode; params?: RuleParams };

export function fail(code: ErrorCode, params?: RuleParams): { ok: false; code: ErrorCode; params?: RuleParams } {
  return params ? { ok: false, code, params } : { ok: false, code };
}

