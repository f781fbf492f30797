import { useTranslation } from '@dokkham/i18n';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../../internal/cx';
import { media } from '../../theme/tokens';
import * as s from './ScrollToTop.css';

export interface ScrollToTopProps {
  /** Shown once the page is scrolled further than this (SPEC §9: 500 px). */
  threshold?: number;
  /**
   * Id of the element that receives focus after scrolling up (e.g. the main content), so keyboard
   * users continue from the top. Without it focus stays where it was.
   */
  focusTargetId?: string;
  className?: string;
}

/**
 * True when the window is scrolled past `threshold`; on phones only while the player is going back
 * up. A phone's column has no margin for a floating button: reading down the page it would sit on
 * the cards' own buttons (a promotion's Claim at 360 px), so it gives way until the player turns
 * back, which is when they want the top.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia(media.phone);
    let frame = 0;
    let last = -1;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const goingDown = last >= 0 && y > last;
      const goingUp = last >= 0 && y < last;
      last = y;
      if (y <= threshold) setPast(false);
      else if (!phone.matches) setPast(true);
      else if (goingDown) setPast(false);
      else if (goingUp) setPast(true);
    };
    const onScroll = () => {
      // One check per frame, however fast the scroll events come.
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // The first reading waits until the page has been painted (a frame, then a task): read at once,
    // scrollY forced a layout of everything just committed (~60 ms at 4x CPU when the frame mounts).
    let first = 0;
    const paint = requestAnimationFrame(() => {
      first = window.setTimeout(update);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(paint);
      window.clearTimeout(first);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

/**
 * A round "back to top" button that appears after scrolling past 500 px (on phones, once the player
 * scrolls back up). Scrolls smoothly, or at once when the player prefers reduced motion. Sits above
 * the BottomAppBar on phones.
 */
export function ScrollToTop({ threshold = 500, focusTargetId, className }: ScrollToTopProps) {
  const { t } = useTranslation('nav');
  const visible = useScrolledPast(threshold);
  if (!visible) return null;
  const scrollUp = () => {
    const reduced = window.matchMedia(media.reducedMotion).matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  };
  return (
    <IconButton
      label={t('scrollToTop')}
      icon={<ArrowUpIcon />}
      variant="primary"
      size="lg"
      round
      className={cx(s.root, className)}
      onClick={scrollUp}
    />
  );
}
