import * as z from 'zod/mini';
import { OWNERS } from '../../accountValues';
import { ACCOUNT_NAME_MAX, ACCOUNT_NUMBER_MAX, ACCOUNT_NUMBER_MIN, ACCOUNT_NUMBER_PATTERN, ID_MAX } from '../../constants';
import { Currency, DateTime, visibleText } from '../../schemas/common';

/** BANK accounts are accepted; WALLET (e-money) accounts are refused (SPEC §5). */
export const BankType = z.enum(['BANK', 'WALLET']);
export type BankType = z.infer<typeof BankType>;

export const Bank = z.object({
  code: z.string(), // "BCEL"
  name: z.string(), // "Banque pour le Commerce Exterieur Lao"
  shortName: z.string(),
  type: BankType,
});
export type Bank = z.infer<typeof Bank>;

// GET /v2/banks
export const BanksResponse = z.object({ banks: z.array(Bank) });
export type BanksResponse = z.infer<typeof BanksResponse>;

export const AccountOwner = z.enum(OWNERS);
export type AccountOwner = z.infer<typeof AccountOwner>;

export const BankAccount = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  currency: Currency,
  owner: AccountOwner,
  createdAt: DateTime,
});
export type BankAccount = z.infer<typeof BankAccount>;

// GET /v2/players/bank-accounts
export const BankAccountsResponse = z.object({ bankAccounts: z.array(BankAccount) });
export type BankAccountsResponse = z.infer<typeof BankAccountsResponse>;

// POST /v2/players/bank-accounts
/** Shared by the form and the backend. `currency` is any currency so the form can say "only LAK". */
export const AddBankAccountRequest = z.object({
  bankCode: z.string().check(z.minLength(1, 'validation:bank.required'), z.maxLength(ID_MAX)),
  accountNumber: z
    .string()
    .check(
      z.minLength(1, 'validation:accountNumber.required'),
      z.regex(ACCOUNT_NUMBER_PATTERN, 'validation:accountNumber.digits'),
      z.minLength(ACCOUNT_NUMBER_MIN, 'validation:accountNumber.tooShort'),
      z.maxLength(ACCOUNT_NUMBER_MAX, 'validation:accountNumber.tooLong'),
    ),
  accountName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation:accountName.required'),
      visibleText(),
      z.maxLength(ACCOUNT_NAME_MAX, 'validation:accountName.tooLong'),
    ),
  currency: z.enum(['LAK', 'THB', 'USD'], 'validation:currency.required').check(
    z.refine((c) => c === 'LAK', 'validation:currency.onlyLak'),
  ),
  owner: z.enum(OWNERS, 'validation:owner.required'),
});
export type AddBankAccountRequest = z.infer<typeof AddBankAccountRequest>;
export const AddBankAccountResponse = z.object({ bankAccount: BankAccount });
export type AddBankAccountResponse = z.infer<typeof AddBankAccountResponse>;
