// When the player can use a page's main content, not only when the browser's largest paint
// happened (issue 16): on /login the largest paint is the boot screen's logo, long before the form.
// Screens call useMarkUsable once their main content is rendered; the bench
// (scripts/bench/observed.mjs) reads the mark under a phone's throttling and reports it beside LCP.
// Where the paint of one element is the honest figure (the landing headline, which can paint from
// HTML before the app runs) it carries an `elementtiming` attribute, reported by the browser.
import { useEffect } from 'react';

/**
 * The performance mark's name (read by scripts/bench/observed.mjs); its detail is the page's name.
 * A prerendered page marks it itself when its shell is painted (src/firstPaint/headScript.ts): the
 * shell is usable before the app runs (links, typing carried over, a submit queued).
 */
export const USABLE_MARK = 'dokkham:usable';

/** When the app's own page is painted and running (the bench reports it beside USABLE_MARK); detail as above. */
export const APP_MARK = 'dokkham:app';

/**
 * When a prerendered page's head script starts the app (headScript.ts: a touch, a submit, or a few
 * seconds after the paint): the bench splits the page's blocking time there, the load's and the start's.
 */
export const START_MARK = 'dokkham:start';

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Element Timing API: the browser reports this element's first paint under this identifier. */
    elementtiming?: string;
  }
}

/** Runs `then` after the browser has painted the current frame: rAF runs before that paint, a task queued from it after. */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

let marked = false;

/**
 * Marks `APP_MARK`, and `USABLE_MARK` unless the prerendered shell already did (detail: `name`),
 * after the next paint, once per page load: the page a load opened is the one measured, so later
 * navigations inside the app do not mark again.
 */
export function markUsable(name: string): void {
  if (marked) return;
  marked = true;
  afterNextPaint(() => {
    performance.mark(APP_MARK, { detail: name });
    if (performance.getEntriesByName(USABLE_MARK, 'mark').length === 0) performance.mark(USABLE_MARK, { detail: name });
  });
}

/** markUsable(name) after the component's first commit (its content is in the DOM and its handlers attached). */
export function useMarkUsable(name: string): void {
  useEffect(() => markUsable(name), [name]);
}
