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
  Username,
  UsePromotionRequest,
} from '@dokkham/api/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const resolvers = {
  login: zodResolver(LoginRequest),
  register: zodResolver(RegisterForm),
  passwordChange: zodResolver(PasswordChangeForm),
  addBankAccount: zodResolver(AddBankAccountRequest),
  deposit: zodResolver(CreateDepositRequest),
  usePromotion: zodResolver(UsePromotionRequest),
  withdraw: zodResolver(CreateWithdrawalRequest),
};

/** Whether the form rules accept a username (then its availability may be asked). */
export function isUsername(value: string): boolean {
  return z.safeParse(Username, value).success;
}
