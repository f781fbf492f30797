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
