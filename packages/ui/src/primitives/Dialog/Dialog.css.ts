import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' }, to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' } });
const popOut = keyframes({ from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' }, to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' } });
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const sheetOut = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

/*
 * While a dialog is open the page keeps its scrollbar's room (scroll lock: scrollbar-gutter:
 * stable, so the page does not jump), and the viewport a fixed box sizes against stops at that
 * room. Layers over the whole window measure in vw, which includes it: the overlay covers the
 * strip, a sheet reaches the right edge, a dialog sits in the window's centre.
 */
export const overlay = style(
  component({
    position: 'fixed',
    inset: 0,
    width: '100vw',
    zIndex: vars.z.dialog,
    backgroundColor: vars.color.overlay,
    backdropFilter: 'blur(2px)',
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
    },
  }),
);

export const content = style(
  component({
    position: 'fixed',
    zIndex: vars.z.dialog,
    top: '50%',
    left: '50vw',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    width: 'calc(100vw - 2rem)',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space[6],
    ...panel({ fill: 'surfaceRaised', radius: 'xl' }),
    backgroundImage: vars.gradient.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    selectors: {
      '&:focus-visible': { outline: 'none' },
      '&[data-state="open"]': { animation: `${popIn} ${vars.duration.normal} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${popOut} ${vars.duration.fast} ${vars.easing.exit}` },
    },
    '@media': {
      // On phones a dialog is a bottom sheet: thumbs reach it, long content scrolls.
      [media.phone]: {
        top: 'auto',
        bottom: 0,
        left: 0,
        transform: 'none',
        width: '100vw',
        // Whole pixels (92% of 844 px is 776.48): a sheet edge at a fraction of a pixel drew its
        // text one way while its slide-in layer lived and another once it was gone, so a tall sheet
        // looked different from run to run. Browsers without round() take the plain value.
        maxHeight: ['92dvh', 'round(down, 92dvh, 1px)'],
        padding: vars.space[5],
        paddingBottom: `calc(${vars.space[5]} + env(safe-area-inset-bottom, 0px))`,
        borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
        borderBottom: 0,
        selectors: {
          '&[data-state="open"]': { animation: `${sheetIn} ${vars.duration.slow} ${vars.easing.enter}` },
          '&[data-state="closed"]': { animation: `${sheetOut} ${vars.duration.normal} ${vars.easing.exit}` },
        },
      },
    },
  }),
);

export const size = styleVariants({ sm: '24rem', md: '32rem', lg: '44rem' }, (max) =>
  component({ maxWidth: max, '@media': { [media.phone]: { maxWidth: 'none' } } }),
);

export const header = style(
  component({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingInlineEnd: vars.space[8] }),
);
export const headerCentered = style(component({ alignItems: 'center', textAlign: 'center', paddingInline: vars.space[4] }));

export const icon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    marginBottom: vars.space[2],
    borderRadius: vars.radius.pill,
    fontSize: '1.5rem',
  }),
);
export const iconTone = styleVariants({
  accent: component({ backgroundColor: vars.color.accentSubtle, color: vars.color.accentText }),
  success: component({ backgroundColor: vars.color.successBackground, color: vars.color.successText }),
  danger: component({ backgroundColor: vars.color.criticalBackground, color: vars.color.criticalText }),
  warning: component({ backgroundColor: vars.color.warningBackground, color: vars.color.warningText }),
});

export const title = style(
  component({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.heading }),
);
export const description = style(
  component({ fontSize: vars.fontSize.md, color: vars.color.textMuted, lineHeight: vars.lineHeight.body }),
);
export const body = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 }));

export const footer = style(
  component({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space[3],
    '@media': {
      // Full-width buttons, the main action on top (it comes last in reading order).
      [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
    },
  }),
);

export const close = style(
  component({ position: 'absolute', top: vars.space[3], insetInlineEnd: vars.space[3] }),
);
