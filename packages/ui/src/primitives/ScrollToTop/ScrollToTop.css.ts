import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { media, scrollToTop } from '../../theme/tokens';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style(
  component({
    position: 'fixed',
    insetInlineEnd: scrollToTop.inset,
    bottom: `calc(${vars.space[6]} + env(safe-area-inset-bottom, 0px))`,
    zIndex: vars.z.sticky,
    animation: `${appear} ${vars.duration.normal} ${vars.easing.enter}`,
    // Phones: above the BottomAppBar (4 rem plus its raised centre button).
    '@media': { [media.phone]: { bottom: `calc(5.5rem + env(safe-area-inset-bottom, 0px))` } },
  }),
);
