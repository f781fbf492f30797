import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { hairline } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { touchTarget } from '../../theme/tokens';

/** SPEC §9: the drawer is 393 px wide. */
const WIDTH = '393px';
/** Up to here the drawer leaves (almost) no backdrop to tap: the Close control stays visible. */
const NARROW = 'screen and (max-width: 440px)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

export const overlay = style(
  component({
    position: 'fixed',
    inset: 0,
    // Over the page's kept scrollbar room too (see Dialog.css.ts).
    width: '100vw',
    zIndex: vars.z.drawer,
    backgroundColor: vars.color.overlay,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
    },
  }),
);

export const panel = style(
  component({
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: vars.z.drawer,
    display: 'flex',
    flexDirection: 'column',
    width: WIDTH,
    maxWidth: '100%',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingBottom: `calc(${vars.space[6]} + env(safe-area-inset-bottom, 0px))`,
    borderInlineEnd: hairline,
    backgroundColor: vars.color.surface,
    backgroundImage: vars.gradient.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${slideOut} ${vars.duration.normal} ${vars.easing.exit}` },
    },
  }),
);

export const header = style(
  component({
    display: 'flex',
    alignItems: 'center',
    minHeight: '4.5rem',
    paddingInline: vars.space[4],
    paddingTop: 'env(safe-area-inset-top, 0px)',
    borderBottom: hairline,
  }),
);

export const home = style(component({ display: 'inline-flex', padding: vars.space[1], borderRadius: vars.radius.md }));

/**
 * The Close control: visually hidden for pointer users (they tap the backdrop), shown when it has
 * keyboard focus, and always on screens where the drawer covers (almost) everything.
 */
export const close = style(
  component({
    position: 'absolute',
    top: `calc(${vars.space[3]} + env(safe-area-inset-top, 0px))`,
    insetInlineEnd: vars.space[3],
    zIndex: 1,
    display: 'grid',
    placeItems: 'center',
    width: touchTarget,
    height: touchTarget,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontSize: '1.25rem',
    clipPath: 'inset(50%)',
    selectors: {
      '&:focus-visible': { clipPath: 'none' },
      '&:hover': { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
    },
    '@media': { [NARROW]: { clipPath: 'none' } },
  }),
);

export const greeting = style(
  component({
    paddingInline: vars.space[5],
    paddingTop: vars.space[4],
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  }),
);

export const guest = style(
  component({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: vars.space[5], paddingBottom: vars.space[2] }),
);

export const nav = style(component({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space[3] }));

export const group = style(component({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1], paddingInline: vars.space[3] }));

export const divider = style(
  component({ height: '1px', marginBlock: vars.space[3], marginInline: vars.space[5], border: 0, backgroundColor: vars.color.border }),
);

const entryBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '3rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.control,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSubtle },
    // The entry (or one of its children) is the current page.
    '&[data-active]': { color: vars.color.accentText },
    // The current page itself: tint plus a bar on the start edge, not colour alone.
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      fontWeight: vars.fontWeight.bold,
    },
  },
} as const;

export const entry = style(component({ ...entryBase, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md }));

export const childEntry = style(
  component({ ...entryBase, minHeight: touchTarget, paddingInlineStart: '2.75rem', fontSize: vars.fontSize.sm, color: vars.color.textMuted }),
);

export const entryIcon = style(component({ display: 'inline-flex', fontSize: '1.25rem', color: vars.color.accentText }));
export const entryLabel = style(component({ flex: 1, minWidth: 0 }));

export const children = style(component({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1], marginTop: vars.space[1] }));

export const footer = style(
  component({ marginTop: 'auto', paddingInline: vars.space[5], paddingTop: vars.space[4], borderTop: hairline }),
);
