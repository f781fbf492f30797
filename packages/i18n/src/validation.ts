/**
 * Form messages. The api schemas carry keys ('validation:username.tooShort'); the numbers those
 * messages show come from the same constants the schemas check, so a form translates a schema
 * message with no arguments of its own.
 */
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@dokkham/api/constants';

/** Values of the schema messages that show a limit. */
export const VALIDATION_VALUES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'validation:username.tooShort': { min: USERNAME_MIN },
  'validation:username.tooLong': { max: USERNAME_MAX },
  'validation:password.tooShort': { min: PASSWORD_MIN },
  'validation:password.tooLong': { max: PASSWORD_MAX },
  'validation:accountNumber.tooShort': { min: ACCOUNT_NUMBER_MIN },
  'validation:accountNumber.tooLong': { max: ACCOUNT_NUMBER_MAX },
  'validation:accountName.tooLong': { max: ACCOUNT_NAME_MAX },
};

/** Zod's own messages ("Invalid input") are English: any message that is not a key gets this. */
export const INVALID_KEY = 'validation:invalid';

/** The key of a schema or form message; anything that is not a key is shown as the generic message. */
export function validationKey(message: string): string {
  return /^(validation|errors):[\w.]+$/.test(message) ? message : INVALID_KEY;
}

/** Translates a form message; `values` adds or overrides interpolation ({{min}} {{max}} of amounts). */
export function validationMessage(t: TFunction, message: string, values?: Record<string, string | number>): string {
  const key = validationKey(message);
  return t(key, { ...VALIDATION_VALUES[key], ...values });
}

/** (message, values?) => text, for react-hook-form's `errors.field?.message`. Undefined in, undefined out. */
export function useValidationMessage(): (
  message: string | undefined,
  values?: Record<string, string | number>,
) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined, values?: Record<string, string | number>) =>
      message ? validationMessage(t, message, values) : undefined,
    [t],
  );
}
