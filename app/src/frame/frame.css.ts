import { style } from '@vanilla-extract/css';
import { media, vars } from '@dokkham/ui/theme';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    // Room for the fixed bottom app bar (4rem, above the home indicator), phones only.
    [media.phone]: { paddingBottom: 'calc(4rem + env(safe-area-inset-bottom, 0px))' },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space[4],
  outline: 'none',
});
