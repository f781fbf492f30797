import { QUEUED_ATTRIBUTE, SHELL_PART_ATTRIBUTE } from '../lib/firstPaintNames';
import { MAIN_ID } from './ids';
import { keptParts, type ShellPart } from './kept';

/** The controls that open or expand something (menus, drawer, sheet, footer sections), in order. */
const controls = (root: Element) => [...root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];

/**
 * Right after the app's own `part` of the frame replaced the prerendered one the take-over kept: a
 * control the player tapped there before (the head script queued it) is pressed on the app's side.
 * Same components, same markup: it is the app's control at the same place among the part's. Radix
 * menus open on a key or a pointer press, not a click; a key also puts focus in the menu.
 */
export function replayQueued(part: ShellPart): void {
  const kept = keptParts.get(part);
  keptParts.delete(part);
  const at = kept ? controls(kept).findIndex((control) => control.hasAttribute(QUEUED_ATTRIBUTE)) : -1;
  const main = document.getElementById(MAIN_ID);
  if (at < 0 || !main?.parentElement) return;
  // The app's part: <main>'s siblings on its side (another part may still be a kept one).
  const side = [...main.parentElement.children].filter(
    (el) => el !== main && !el.hasAttribute(SHELL_PART_ATTRIBUTE) && (part === 'top') === Boolean(main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING),
  );
  const control = side.flatMap(controls)[at];
  if (!control) return;
  control.focus({ preventScroll: true });
  if (control.getAttribute('aria-haspopup') === 'menu') control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  else control.click();
}
