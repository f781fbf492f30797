/**
 * The closed sets of the player's account the agency API speaks (currencies, account owners,
 * promotion kinds, protection settings, devices): values.ts's companion
 * (`@dokkham/api/accountValues`), apart from it for the app's entry, which needs only a few of
 * values.ts's sets (providers, languages, statuses for the histories' search) and would otherwise
 * carry these whole: only the schemas, the protection and bank screens and the mock read them.
 */

export const CURRENCIES = ['LAK', 'THB', 'USD'] as const;

/** Who holds the account: the player, or a family member on the player's behalf. */
export const OWNERS = ['SELF', 'FAMILY'] as const;

export const PROMOTION_KINDS = ['FIRST_DEPOSIT', 'DEPOSIT_BONUS', 'FIXED_CREDIT'] as const;

/** Player protection (packages/api/README.md "Player protection"): the deposit limits' windows, in the order shown. */
export const LIMIT_WINDOWS = ['daily', 'weekly', 'monthly'] as const;

/** Reality-check intervals in minutes, as the form sends them ('off': none). */
export const REALITY_CHECK_OPTIONS = ['off', '15', '30', '60', '120'] as const;

/** A break (time-out): 24 hours, 7 days, 30 days or 6 weeks. */
export const BREAK_PERIODS = ['24h', '7d', '30d', '6w'] as const;

/** Self-exclusion: 6 months, 1 year or 5 years. */
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;

/** What stops a player's deposits, claims and games for a while. */
export const RESTRICTION_KINDS = ['BREAK', 'SELF_EXCLUSION'] as const;

/** The kind of device a player's session signed in from (GET /v2/players/sessions). */
export const DEVICE_TYPES = ['phone', 'tablet', 'desktop'] as const;
