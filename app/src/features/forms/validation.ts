/**
 * The forms' validation: zod, the shared schemas and their react-hook-form resolvers. Loaded by
 * lazyResolver.ts on a form's first validation, never with a screen: the api client loads the same
 * code (zod and the schemas, one shared chunk) with the app's first call, so it is normally in
 * memory long before a player submits, and the screens' own chunks stay small.
 */
import {
  AddBankAccountRequest,
  CreateDepositRequest,
  CreateWithdrawalRequest,
  LoginRequest,
  PasswordChangeForm,
  RegisterForm,
  SelfExcludeRequest,
  SetDepositLimitsRequest,
  SetRealityCheckRequest,
  TakeBreakRequest,
  Username,
  UsePromotionRequest,
} from '@dokkham/api/schemas';
import { parseNumberInput } from '@dokkham/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

export const resolvers = {
  login: zodResolver(LoginRequest),
  register: zodResolver(RegisterForm),
  passwordChange: zodResolver(PasswordChangeForm),
  addBankAccount: zodResolver(AddBankAccountRequest),
  deposit: zodResolver(CreateDepositRequest),
  usePromotion: zodResolver(UsePromotionRequest),
  withdraw: amountsAsTyped(zodResolver(CreateWithdrawalRequest), ['credit']),
  takeBreak: zodResolver(TakeBreakRequest),
  selfExclude: zodResolver(SelfExcludeRequest),
  setDepositLimits: amountsAsTyped(zodResolver(SetDepositLimitsRequest), ['daily', 'weekly', 'monthly']),
  setRealityCheck: zodResolver(SetRealityCheckRequest),
};

/**
 * A resolver that reads these fields as the player typed them ("1.250,50": parseNumberInput) and
 * validates, and submits, the plain amount ("1250.50"); a text that is no amount is validated as
 * typed, so it gets the field's own message.
 */
function amountsAsTyped<T extends FieldValues>(resolver: Resolver<T>, fields: readonly string[]): Resolver<T> {
  return (values, context, options) => {
    const read: Record<string, unknown> = { ...values };
    for (const name of fields) if (typeof read[name] === 'string') read[name] = parseNumberInput(read[name]) ?? read[name];
    return resolver(read as T, context, options);
  };
}

/** Whether the form rules accept a username (then its availability may be asked). */
export function isUsername(value: string): boolean {
  return z.safeParse(Username, value).success;
}
