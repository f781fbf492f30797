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
