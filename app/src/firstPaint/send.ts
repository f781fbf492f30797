import { endpointRoutes, INVISIBLE_CHARACTER_PATTERN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@dokkham/api';
import { DEFAULT_LANGUAGE } from '@dokkham/i18n';
import { API_BASE } from '../config';
import type { FieldRule, HeadScriptOptions } from './headScript';

/**
 * The forms a prerendered shell sends itself (headScript's `send`: the login) and their fields'
 * rules: the contract's (LoginRequest's Username and Password, from the api's constants;
 * headScript.test.ts holds the two to the same verdicts), so the shell sends what the app would
 * send and nothing the app would refuse.
 */
export const SEND_RULES = {
  login: {
    username: { min: USERNAME_MIN, max: USERNAME_MAX, must: USERNAME_PATTERN.source },
    password: { min: PASSWORD_MIN, max: PASSWORD_MAX, mustNot: INVISIBLE_CHARACTER_PATTERN.source },
  },
} satisfies Record<string, Record<string, FieldRule>>;

/** A form's `send` as the head script sends it: the endpoint's URL as the app's api client asks for it, in the shells' language (Lao), with its fields' rules. */
export function sendOptions(form: keyof typeof SEND_RULES): NonNullable<HeadScriptOptions['send']> {
  return { url: `${API_BASE}${endpointRoutes[form].path}`, language: DEFAULT_LANGUAGE, fields: SEND_RULES[form] };
}
