/**
 * The closed sets of values the agency API speaks (providers, languages, statuses, error codes ...)
 * and the paging sizes, as plain constants. The schemas build their enums from these; code that
 * needs only the values (route search validation, menus, the error catalogue) imports them from
 * here and so carries no zod into the entry or the frame.
 */

/** The four game providers. Order is the order they are shown in. */
export const PROVIDERS = ['alphabet', 'askmebet', 'gclub', 'gclub_live'] as const;

/** Language codes as the spec names them (cn and vn, not zh and vi). */
export const LANGUAGES = ['lo', 'th', 'cn', 'vn'] as const;

/** Deposit and withdrawal order statuses (SPEC §4). Unknown values are kept and shown gray. */
export const ORDER_STATUSES = ['OPEN', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED', 'REJECTED'] as const;

/** Promotion usage statuses (SPEC §4). */
export const USAGE_STATUSES = ['ACTIVE', 'INACTIVE', 'SUCCESS', 'CANCELED', 'USED'] as const;

/** Page sizes of the paged lists (histories). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Game categories (askmebet's tabs). */
export const GAME_CATEGORIES = ['slot', 'sport', 'casino', 'fish', 'card', 'chicken'] as const;

