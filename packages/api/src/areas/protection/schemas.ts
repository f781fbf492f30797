import * as z from 'zod/mini';
import { AMOUNT_INTEGER_DIGITS_MAX, PASSWORD_MAX } from '../../constants';
import { Currency, DateTime, Decimal } from '../../schemas/common';
import { BREAK_PERIODS, EXCLUSION_PERIODS, LIMIT_WINDOWS, REALITY_CHECK_OPTIONS, RESTRICTION_KINDS } from '../../accountValues';

export const LimitWindow = z.enum(LIMIT_WINDOWS);
export type LimitWindow = z.infer<typeof LimitWindow>;
export const BreakPeriod = z.enum(BREAK_PERIODS);
export type BreakPeriod = z.infer<typeof BreakPeriod>;
export const ExclusionPeriod = z.enum(EXCLUSION_PERIODS);
export type ExclusionPeriod = z.infer<typeof ExclusionPeriod>;

/** A pending loosening of a limit: the new limit (null: none) and when it applies. */
export const PendingLimit = z.object({ amount: z.nullable(Decimal), appliesAt: DateTime });
export type PendingLimit = z.infer<typeof PendingLimit>;

/** One deposit limit in kip: in force, what counts against it (open, paid and credited deposits in its window), what is left. */
export const DepositLimit = z.object({
  window: LimitWindow,
  /** null: no limit in this window. */
  amount: z.nullable(Decimal),
  used: Decimal,
  /** amount - used, never below 0; null without a limit. */
  remaining: z.nullable(Decimal),
  pending: z.nullable(PendingLimit),
});
export type DepositLimit = z.infer<typeof DepositLimit>;

/** The lowest remaining of the limits set, and which one: what the next deposit may be at most. */
export const DepositAllowance = z.object({ remaining: Decimal, window: LimitWindow });
export type DepositAllowance = z.infer<typeof DepositAllowance>;

export const RealityCheck = z.object({
  /** null: off. */
  minutes: z.nullable(z.int()),
  pending: z.nullable(z.object({ minutes: z.nullable(z.int()), appliesAt: DateTime })),
});
export type RealityCheck = z.infer<typeof RealityCheck>;

/** A break or a self-exclusion that is running (an ended one is not answered). */
export const Restriction = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  period: z.enum([...BREAK_PERIODS, ...EXCLUSION_PERIODS]),
  startedAt: DateTime,
  endsAt: DateTime,
});
export type Restriction = z.infer<typeof Restriction>;

// GET /v2/players/protection (and the answer of every protection setting)
export const ProtectionResponse = z.object({
  currency: Currency,
  /** daily, weekly, monthly, in that order. */
  limits: z.array(DepositLimit),
  allowance: z.nullable(DepositAllowance),
  realityCheck: RealityCheck,
  restriction: z.nullable(Restriction),
  /** When this session signed in: the reality check counts from it (a reload or a second tab does not restart it). */
  sessionStartedAt: DateTime,
  serverTime: DateTime,
});
export type ProtectionResponse = z.infer<typeof ProtectionResponse>;

/** A limit as typed: whole kip, or empty for no limit. */
const LimitAmount = z.string().check(
  z.regex(/^\d*$/, 'validation:limit.invalid'),
  z.regex(/^(?:|[1-9]\d*)$/, 'validation:limit.leadingZero'),
  z.maxLength(AMOUNT_INTEGER_DIGITS_MAX, 'validation:limit.tooLong'),
);

// POST /v2/players/protection/limits
export const SetDepositLimitsRequest = z.object({ daily: LimitAmount, weekly: LimitAmount, monthly: LimitAmount });
export type SetDepositLimitsRequest = z.infer<typeof SetDepositLimitsRequest>;

// POST /v2/players/protection/reality-check
export const SetRealityCheckRequest = z.object({ realityCheckMinutes: z.enum(REALITY_CHECK_OPTIONS, 'validation:realityCheck.required') });
export type SetRealityCheckRequest = z.infer<typeof SetRealityCheckRequest>;

// POST /v2/players/protection/pending/cancel
export const CancelPendingChangeRequest = z.object({ setting: z.enum([...LIMIT_WINDOWS, 'realityCheck']) });
export type CancelPendingChangeRequest = z.infer<typeof CancelPendingChangeRequest>;

// POST /v2/players/protection/break
export const TakeBreakRequest = z.object({ period: z.enum(BREAK_PERIODS, 'validation:period.required') });
export type TakeBreakRequest = z.infer<typeof TakeBreakRequest>;

// POST /v2/players/protection/self-exclusion
export const SelfExcludeRequest = z.object({
  period: z.enum(EXCLUSION_PERIODS, 'validation:period.required'),
  password: z.string('validation:password.required').check(z.minLength(1, 'validation:password.required'), z.maxLength(PASSWORD_MAX, 'validation:password.tooLong')),
  /** The player read the consequences and ticked the box. */
  confirm: z.literal(true, 'validation:confirm.required'),
});
export type SelfExcludeRequest = z.infer<typeof SelfExcludeRequest>;

/** Money in and out in kip: deposits the bank paid, withdrawals paid out; net = deposited - withdrawn. */
export const Flow = z.object({ deposited: Decimal, withdrawn: Decimal, net: Decimal });
export type Flow = z.infer<typeof Flow>;

// GET /v2/players/statement
export const ActivityStatementResponse = z.object({
  currency: Currency,
  /** The last 12 Lao calendar months, oldest first, the current one last. */
  months: z.array(z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), ...Flow.shape })),
  /** Over the last 3, 6 and 12 months (the months above). */
  totals: z.array(z.object({ months: z.int(), ...Flow.shape })),
  /** Since this session signed in. */
  session: z.object({ startedAt: DateTime, ...Flow.shape }),
});
export type ActivityStatementResponse = z.infer<typeof ActivityStatementResponse>;
