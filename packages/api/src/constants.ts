/**
 * Form rules: the numbers the spec leaves open for what a player types. Business limits (deposit
 * and withdraw amounts, promotion thresholds) are not here: they come from the backend in payment
 * methods, agency settings and promotions.
 */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 16;
/** Lowercase English letters, digits, hyphen and underscore (SPEC §5). */
export const USERNAME_PATTERN = /^[a-z0-9_-]+$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

/** Display names are derived from the username at registration. */
export const DISPLAY_NAME_MAX = 32;

/** Lao bank account numbers are digits only; lengths vary by bank (BCEL 18, LDB 16, JDB 12 ...). */
export const ACCOUNT_NUMBER_MIN = 10;
export const ACCOUNT_NUMBER_MAX = 20;
export const ACCOUNT_NUMBER_PATTERN = /^\d+$/;
export const ACCOUNT_NAME_MAX = 80;

/** Wait this long after the last keystroke before asking whether a username is free. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

/**
 * Amounts on the wire are canonical (schemas/common.ts Decimal, the deposit and withdrawal
 * requests): no leading zeros, at most 13 integer digits (the longest amount an EMVCo QR carries:
 * "000000000000000000000000000000100000" must never reach one) and at most 8 decimals (the money
 * module's precision).
 */
export const AMOUNT_INTEGER_DIGITS_MAX = 13;
export const AMOUNT_FRACTION_DIGITS_MAX = 8;
const INTEGER_PART = `(?:0|[1-9]\\d{0,${AMOUNT_INTEGER_DIGITS_MAX - 1}})`;
/** A canonical decimal: "0", "1500000", "123.45", "-20.5"; not "0100", "1.", "+1" or 14 digits. */
export const DECIMAL_PATTERN = new RegExp(`^-?${INTEGER_PART}(?:\\.\\d{1,${AMOUNT_FRACTION_DIGITS_MAX}})?$`);
/** The integer part of an amount as typed: no leading zero (a lone "0" is allowed, refused later as zero). */
export const NO_LEADING_ZERO_PATTERN = /^(?:0(?:\.|$)|[1-9])/;

/**
 * What no text a player sends may hold: controls (C0 such as NUL, tab, CR and LF; DEL; C1), format
 * characters (zero-width spaces and joiners, byte order marks, the soft hyphen, bidi embeddings,
 * overrides and isolates such as U+202E), lone surrogates, line and paragraph separators. They are
 * invisible, break lines, or reorder what is shown around them: an account name with U+202E shows
 * reversed on the bank page and in the histories. Letters with their marks (Lao, Thai, Vietnamese)
 * and spaces are not among them.
 */
export const INVISIBLE_CHARACTER_PATTERN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Ids and codes a request names (order codes, MIDs, bank codes, account, promotion, usage and game ids). */
export const ID_MAX = 64;
/** The device's visitor id (fingerprintjs: 32 hex characters). */
export const VISITOR_ID_MAX = 128;
/** Each browser fact of the fingerprint report; long lists (fonts, plugins) are clipped by the app. */
export const FINGERPRINT_FIELD_MAX = 2048;
