import * as z from 'zod/mini';
import { DECIMAL_PATTERN, INVISIBLE_CHARACTER_PATTERN } from '../constants';
import { LANGUAGES, ORDER_STATUSES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PROVIDERS, USAGE_STATUSES } from '../values';
import { CURRENCIES } from '../accountValues';

/**
 * The check of every free text a player sends (account names, passwords, the fingerprint's facts):
 * no control, format (zero-width, bidi) or separator character, no lone surrogate
 * (INVISIBLE_CHARACTER_PATTERN), with the field message validation:text.invisible.
 */
export const visibleText = () => z.refine<string>((value) => !INVISIBLE_CHARACTER_PATTERN.test(value), 'validation:text.invisible');

export const Provider = z.enum(PROVIDERS);
export type Provider = z.infer<typeof Provider>;

export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** Backend-authored text (promotion titles and terms) in every language; amounts in it are tokens, `{LAK:680000}` (README). */
export const LocalizedText = z.object({ lo: z.string(), th: z.string(), cn: z.string(), vn: z.string() });
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * Money travels as a decimal string ("1500000", "123.45", "-20.5") so that no float ever crosses the
 * wire; arithmetic happens in money.ts. Canonical only (DECIMAL_PATTERN): no leading zeros, at most
 * 13 integer digits and 8 decimals, so a stored or displayed amount is always the one meant.
 */
export const Decimal = z.string().check(z.regex(DECIMAL_PATTERN, 'validation:decimal'));
export type Decimal = z.infer<typeof Decimal>;

/** An amount with its currency, e.g. a provider's credit in THB. */
export const Money = z.object({ amount: Decimal, currency: Currency });
export type Money = z.infer<typeof Money>;

/**
 * ISO 8601 date-time. The backend sends 0001-01-01T00:00:00Z for "never" (shown as N/A), so any
 * year is accepted.
 */
export const DateTime = z.iso.datetime({ offset: true });
export type DateTime = z.infer<typeof DateTime>;

/** A status word outside the known set, upper-cased: shown as it is (a gray badge), never compared. */
const OtherStatus = z.string().brand<'OtherStatus'>();
export type OtherStatus = z.infer<typeof OtherStatus>;

/**
 * A status as an answer carries it: on the wire a known status or any other word, in any case; once
 * parsed, upper-cased here and nowhere else, so a known one is the enum's value (screens compare with
 * `=== 'OPEN'`) and another word stays showable (OtherStatus). The wire side is what JSON Schema
 * (openapi.json, `io: 'input'`) and the contract table show.
 */
export function statusWire<T extends Readonly<Record<string, string>>>(known: z.ZodMiniEnum<T>) {
  const upperCased = z.pipe(z.union([known, z.string()]), z.transform((status: string) => status.toUpperCase()));
  return z.pipe(upperCased, z.union([known, OtherStatus]));
}

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
/** What the client accepts: a known order status or any other word (rendered gray), upper-cased once parsed. */
export const OrderStatusWire = statusWire(OrderStatus);
/** An order status as screens see it (the output of OrderStatusWire). */
export type OrderStatusSeen = OrderStatus | OtherStatus;

export const UsageStatus = z.enum(USAGE_STATUSES);
export type UsageStatus = z.infer<typeof UsageStatus>;
/** A usage status as screens see it (the output of PromotionUsage's `status`). */
export type UsageStatusSeen = UsageStatus | OtherStatus;
/** Statuses in which a usage counts as "the promotion in use". */
export const USAGE_IN_USE: readonly UsageStatus[] = ['ACTIVE', 'USED'];

/** Paged list query: 1-based page. Query strings arrive as text, hence coerce. */
export const PageQuery = z.object({
  // coerce<number>: the query string is text on the wire, but callers pass numbers (typed input).
  // prefault: a missing value becomes the default before validation (same result as _default).
  page: z.prefault(z.coerce.number<number>().check(z.int(), z.gte(1)), 1),
  pageSize: z.prefault(z.coerce.number<number>().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.input<typeof PageQuery>;

/** A calendar day, YYYY-MM-DD (history date filters: days in Lao time, UTC+7). */
export const CalendarDate = z.iso.date();

/**
 * An order history's filters (deposits): an order status and a date range of Lao calendar days,
 * both ends included; all optional (no filter: every order).
 */
export const OrderHistoryFilters = z.object({
  status: z.optional(OrderStatus),
  from: z.optional(CalendarDate),
  to: z.optional(CalendarDate),
});
export type OrderHistoryFilters = z.input<typeof OrderHistoryFilters>;

/** A paged order history with its filters: `?page&pageSize&status&from&to`. */
export const OrderHistoryQuery = z.extend(PageQuery, OrderHistoryFilters.shape);
export type OrderHistoryQuery = z.input<typeof OrderHistoryQuery>;

export function paged<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
    total: z.number().check(z.int(), z.gte(0)),
    totalPages: z.number().check(z.int(), z.gte(0)),
  });
}

/** An empty success answer. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/**
 * The steps of an order's timeline (a receipt's). A deposit goes CREATED -> PAID -> CREDITED, a
 * withdrawal REQUESTED -> APPROVED -> PAID_OUT; an order that stops ends on one of CANCELED (by the
 * player), EXPIRED (its QR, unpaid), FAILED or REJECTED.
 */
export const ORDER_STEPS = ['CREATED', 'PAID', 'CREDITED', 'REQUESTED', 'APPROVED', 'PAID_OUT', 'CANCELED', 'EXPIRED', 'FAILED', 'REJECTED'] as const;
export const OrderStepName = z.enum(ORDER_STEPS);
export type OrderStepName = z.infer<typeof OrderStepName>;

/**
 * One step an order has reached, in the order they happened. `at` is null when the agency does not
 * know when (old orders); `note` is the agency's word on a stop (why it was rejected), in every
 * language, else null. Steps not reached yet are not sent: the screen draws them as pending.
 */
export const OrderStep = z.object({ step: OrderStepName, at: z.nullable(DateTime), note: z.nullable(LocalizedText) });
export type OrderStep = z.infer<typeof OrderStep>;
