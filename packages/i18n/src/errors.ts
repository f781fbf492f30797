/**
 * Any error -> a message in the player's language. Server codes (ApiError.code) map to
 * errors:codes.<CODE>, with their params ({{provider}}, {{min}} ...) formatted; an unknown code
 * gives the generic message, never the raw code; no answer at all (status 0, NETWORK_ERROR, a
 * fetch TypeError) gives the network message.
 */
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@dokkham/api/schemas';
import { amountUnit, CLIENT_ERROR_CODES, ERROR_CODES } from '@dokkham/api/errorCodes';
import { PROVIDERS } from '@dokkham/api/values';
import { isFetchFailure } from './fetchFailure';
import { formatDate, formatMoney, formatNumber } from './format';

/** A code with a message: the server's codes and the ones the api client makes itself. */
export type MessageCode = ErrorCode | (typeof CLIENT_ERROR_CODES)[number];

export const GENERIC_ERROR_KEY = 'errors:generic';
export const NETWORK_ERROR_KEY = 'errors:codes.NETWORK_ERROR';
export const OFFLINE_ERROR_KEY = 'errors:offline';

/** Params that carry amounts: shown in the Lao number format, with their currency where the contract gives it. */
const NUMERIC_PARAMS = new Set(['min', 'max', 'threshold', 'amount', 'balance', 'value']);

export function isMessageCode(code: unknown): code is MessageCode {
  return (
    typeof code === 'string' &&
    ((ERROR_CODES as readonly string[]).includes(code) || (CLIENT_ERROR_CODES as readonly string[]).includes(code))
  );
}

/** The message key of an error code; the generic message for anything unknown. */
export function errorMessageKey(code: unknown): string {
  return isMessageCode(code) ? `errors:codes.${code}` : GENERIC_ERROR_KEY;
}

/** The shape of ApiError this module relies on; any object with some of it is accepted. */
export interface ApiErrorLike {
  code?: unknown;
  status?: unknown;
  params?: unknown;
  name?: unknown;
  message?: unknown;
  /** The endpoint that answered (ApiError.endpoint): decides the unit of some amounts. */
  endpoint?: unknown;
}

export interface ErrorDescription {
  /** A translation key with its namespace. */
  key: string;
  /** Raw params for the key (formatting happens in `errorMessage`). */
  params: Record<string, string | number>;
  /** The error code, when the message is a code's (for the units of its amounts). */
  code?: string;
  endpoint?: unknown;
}

function paramsOf(value: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Which message an error gets. Pure: `errorMessage` and `useErrorMessage` translate it. */
export function describeError(error: unknown): ErrorDescription {
  const none = { key: GENERIC_ERROR_KEY, params: {} };
  if (typeof error === 'string') {
    if (/^(errors|validation):/.test(error)) return { key: error, params: {} };
    return isMessageCode(error) ? { key: errorMessageKey(error), params: {} } : none;
  }
  if (!error || typeof error !== 'object') return none;
  const e = error as ApiErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const params = paramsOf(e.params);
  const network = { key: isOffline() ? OFFLINE_ERROR_KEY : NETWORK_ERROR_KEY, params: {} };

  if (code === 'NETWORK_ERROR' || status === 0) return network;
  if (code && isMessageCode(code)) return { key: errorMessageKey(code), params, code, endpoint: e.endpoint };
  if (!code && isFetchFailure(e)) return network;
  if (typeof e.message === 'string' && /^(errors|validation):[\w.]+$/.test(e.message)) return { key: e.message, params };
  if (status === 401) return { key: errorMessageKey('UNAUTHORIZED'), params: {} };
  if (status === 404) return { key: errorMessageKey('NOT_FOUND'), params: {} };
  if (status !== undefined && status >= 500) return { key: errorMessageKey('INTERNAL_ERROR'), params: {} };
  return none;
}

/** The variables a message uses: "{{min}} to {{max}}" -> ["min", "max"]. */
export function messageVariables(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '');
}

/**
 * Translates an error with `t`. Amount params are formatted, provider ids become provider names.
 * When the server left out a param the message needs, the message without it (errors:plain.*) is
 * used rather than showing "{{min}}".
 */
export function errorMessage(t: TFunction, error: unknown): string {
  const { key, params, code, endpoint } = describeError(error);
  const values: Record<string, string> = {};
  for (const [name, raw] of Object.entries(params)) {
    const text = String(raw);
    const unit = code ? amountUnit(code, name, endpoint) : undefined;
    if (unit) values[name] = formatMoney(text, unit, { na: text });
    else if (NUMERIC_PARAMS.has(name)) values[name] = formatNumber(text, { na: text });
    else if (name === 'provider' && (PROVIDERS as readonly string[]).includes(text)) values[name] = t(`common:provider.${text}`);
    else if (name === 'endsAt') values[name] = formatDate(text, { na: text });
    else if (name === 'window') values[name] = t(`errors:window.${text}`, { defaultValue: text });
    else values[name] = text;
  }
  const template = t(key, { skipInterpolation: true, defaultValue: '' });
  const missing = messageVariables(template).filter((name) => !(name in values));
  if (missing.length === 0 && template !== '') return t(key, values);
  const plainKey = key.replace('errors:codes.', 'errors:plain.');
  return plainKey !== key && missing.length > 0 ? t(plainKey) : t(GENERIC_ERROR_KEY);
}

/** (error) => message in the current language; for forms and toasts. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(['errors', 'common']);
  return useCallback((error: unknown) => errorMessage(t, error), [t]);
}
