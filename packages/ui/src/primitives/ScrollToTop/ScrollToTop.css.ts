import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/** The button's inset from the screen's inline end. */
const inset = vars.space[4];

/**
 * Room the button needs at the inline end of the screen (its 52 px, the inset and a gap): text
 * that reaches down to the page's last lines (the footer's 18+ note) keeps clear of it.
 */
export const clearance = `calc(52px + ${inset} + ${vars.space[3]})`;

export const root = style(
  component({
    position: 'fixed',
    insetInlineEnd: inset,
    bottom: `calc(${vars.space[6]} + env(safe-area-inset-bottom, 0px))`,
    zIndex: vars.z.sticky,
    animation: `${appear} ${vars.duration.normal} ${vars.easing.enter}`,
    // Phones: above the BottomAppBar (4 rem plus its raised centre button).
    '@media': { [media.phone]: { bottom: `calc(5.5rem + env(safe-area-inset-bottom, 0px))` } },
  }),
);
