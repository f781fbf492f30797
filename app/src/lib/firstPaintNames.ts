/*
 * The names the prerendered pages' head script (firstPaint/headScript.ts), their CSS
 * (frame/boot.css.ts), the frame (AppShell.tsx, replay.ts) and the take-over (firstPaint/) share:
 * here, below both the frame and firstPaint. No imports: boot.css.ts is evaluated at build.
 */

/**
 * localStorage key of the signed-in hint: '1' while the last session answer this browser saw was a
 * player. The session cookie is HttpOnly, so this is all a script can know before the app has
 * asked the server.
 */
export const SIGNED_IN_HINT_KEY = 'dokkham.signedIn';

/** What <html> carries when the page must show the boot screen rather than the prerendered shell. */
export const BOOT_ATTRIBUTE = 'data-boot';

/**
 * What a prerendered shell's form carries once the player submitted it before the app took over:
 * the head script queued the submit (boot.css.ts shows it busy), the take-over sends it.
 */
export const QUEUED_ATTRIBUTE = 'data-queued';

/**
 * The id of the <template> in a prerendered page with a form: the app's alert for a lost
 * connection, which the head script puts in a form it queued when the app's code cannot be had
 * (carrying START_FAILED_ATTRIBUTE, by which the next submit takes it away).
 */
export const START_FAILED_TEMPLATE = 'start-failed';
export const START_FAILED_ATTRIBUTE = 'data-start-failed';

/**
 * What a prerendered shell's password field carries while its show-password toggle, pressed
 * before the app took over, shows it as text (the head script flips it back by it).
 */
export const SHOWN_ATTRIBUTE = 'data-shown';

/** The boot screen's logo (boot.css.ts); app.html asks for it first (app/vite/firstPaint.ts). */
export const BOOT_LOGO = '/favicon.svg';

/**
 * What wraps each of the frame's parts in a prerendered page (`top`: the navbar; `bottom`: the
 * footer, the bottom bar ...; `display: contents`, boot.css.ts): the take-over keeps them in place
 * (frame/kept.ts) until the app's lazy frame replaces them with the same markup. A tap on one of
 * their controls before then is queued (QUEUED_ATTRIBUTE on the control, firstPaint/headScript.ts)
 * and replayed on the app's own control (frame/replay.ts).
 */
export const SHELL_PART_ATTRIBUTE = 'data-shell-part';

/**
 * The window property where a prerendered page's head script leaves the request it sent for a
 * form submitted before the app took over (the login: `{ url, body, response }`, the body as JSON
 * text); the app's api client takes it as the answer to its own identical request, once
 * (firstPaint/sent.ts).
 */
export const SENT_KEY = 'dokkhamSent';
