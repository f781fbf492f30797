import { useEffect, type RefObject } from 'react';
import { media } from '../../theme/tokens';

/** Open modal dialogs: they hold the focus (a trap) and hand it back when they close. */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * A state that replaces a page's content (a withdrawal being checked, its result, "no connection")
 * mounts where the old content was scrolled to, often off-screen. Bring its heading into view
 * (at once for reduced motion) and give it focus, so a screen reader reads it and Tab goes on from
 * there. The heading is marked `data-reveal`: a dialog that closes over it (the confirmation that
 * led here) gives focus to it rather than to the button that is gone (Dialog's returnFocus).
 */
export function useReveal(target: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    // The heading itself, or the first heading of a state's container.
    const root = target.current;
    const node = root && /^H[1-6]$/.test(root.tagName) ? root : root?.querySelector<HTMLElement>('h1, h2, h3');
    if (!enabled || !node) return;
    node.setAttribute('data-reveal', '');
    if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const reduced = window.matchMedia(media.reducedMotion).matches;
      node.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    }
    if (!document.querySelector(OPEN_DIALOG)) node.focus({ preventScroll: true });
    return () => node.removeAttribute('data-reveal');
  }, [target, enabled]);
}
