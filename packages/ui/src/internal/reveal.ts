import { useEffect, type RefObject } from 'react';
import { media } from '../theme/tokens';

/**
 * A state that replaces a page's content (a withdrawal being checked, its result, "no connection")
 * mounts where the old content was scrolled to, often off-screen. Bring its heading into view, at
 * once for reduced motion, and give it focus so a screen reader reads it and Tab goes on from there.
 * Only when it is not in view already: a state shown on arrival needs neither.
 */
export function useReveal(heading: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const node = heading.current;
    if (!enabled || !node) return;
    const box = node.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
    const reduced = window.matchMedia(media.reducedMotion).matches;
    node.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    node.focus({ preventScroll: true });
  }, [heading, enabled]);
}
