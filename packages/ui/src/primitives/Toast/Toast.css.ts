import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { barHeight, media } from '../../theme/tokens';

const slideInSide = keyframes({ from: { opacity: 0, transform: 'translateX(24px)' }, to: { opacity: 1, transform: 'none' } });
const slideInTop = keyframes({ from: { opacity: 0, transform: 'translateY(-16px)' }, to: { opacity: 1, transform: 'none' } });

/** Holds Radix's region element out of the page's flow (the frame is a flex column). */
/**
 * While a modal dialog is open the toasts go under its layer (dimmed, still announced): the dialog
 * says the same thing in its own place, and a toast over it covered its title and close button.
 */
export const host = style(
  component({
    position: 'fixed',
    zIndex: vars.z.toast,
    top: 0,
    left: 0,
    width: 0,
    height: 0,
    selectors: {
      'body:has([role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]) &': {
        zIndex: `calc(${vars.z.dialog} - 1)`,
      },
    },
  }),
);

/**
 * The list (Radix's viewport, what F8 focuses). Bottom right on larger screens. On phones at the
 * top, clear of the bottom app bar, and just below the navbar: a toast (5 s) never covers the
 * navbar's controls.
 */
export const viewport = style(
  component({
    position: 'fixed',
    zIndex: vars.z.toast,
    insetInlineEnd: vars.space[4],
    bottom: vars.space[4],
    width: 'min(24rem, calc(100vw - 2rem))',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    listStyle: 'none',
    padding: 0,
    margin: 0,
    borderRadius: vars.radius.lg,
    outlineOffset: '4px',
    pointerEvents: 'none',
    // Radix keeps the focus on the list when the toast that had it closes (not lost to the page):
    // no ring around an empty list, which would be an outline of nothing.
    selectors: { '&:empty': { outline: 'none' } },
    '@media': {
      [media.phone]: {
        top: `calc(${barHeight.navbarPhone} + env(safe-area-inset-top, 0px) + ${vars.space[2]})`,
        bottom: 'auto',
        insetInline: vars.space[3],
        width: 'auto',
      },
    },
  }),
);

export const toast = style(
  component({
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    paddingInlineEnd: vars.space[12],
    ...panel({ fill: 'none' }),
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    animation: `${slideInSide} ${vars.duration.normal} ${vars.easing.enter}`,
    '@media': { [media.phone]: { animation: `${slideInTop} ${vars.duration.normal} ${vars.easing.enter}` } },
    // Radix's swipe: the toast follows the pointer, and springs back when let go short of the threshold.
    transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))', transition: 'none', opacity: 0.8 },
    },
  }),
);

export const variant = styleVariants({
  default: component({
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: `inset 3px 0 0 ${vars.color.accent}, ${vars.shadow.lg}`,
  }),
  success: component({
    backgroundColor: vars.color.successBackground,
    borderColor: vars.color.successText,
    color: vars.color.text,
  }),
  destructive: component({
    backgroundColor: vars.color.criticalBackground,
    borderColor: vars.color.criticalText,
    color: vars.color.text,
  }),
});

export const icon = style(component({ display: 'inline-flex', marginTop: '0.15rem', fontSize: '1.1rem' }));
export const iconTone = styleVariants({
  default: component({ color: vars.color.accentText }),
  success: component({ color: vars.color.successText }),
  destructive: component({ color: vars.color.criticalText }),
});

export const body = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, flex: 1 }));
export const title = style(component({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.heading }));
export const description = style(component({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body, color: 'inherit', opacity: 0.92 }));
export const action = style(component({ alignSelf: 'flex-start', marginTop: vars.space[2] }));
export const close = style(component({ position: 'absolute', top: vars.space[2], insetInlineEnd: vars.space[2] }));
