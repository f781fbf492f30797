import { style } from '@vanilla-extract/css';
import { barHeight, contentMaxWidth, media, vars } from '@dokkham/ui/theme';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    // Room for the fixed bottom app bar (above the home indicator), phones only.
    [media.phone]: { paddingBottom: `calc(${barHeight.bottomBar} + env(safe-area-inset-bottom, 0px))` },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space[4],
  outline: 'none',
});

/** The skip link: out of sight until a keyboard reaches it, then over the navbar's corner. */
export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  top: vars.space[2],
  zIndex: vars.z.toast,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible': { transform: 'none' } },
});
