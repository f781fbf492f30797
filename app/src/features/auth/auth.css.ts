import { style } from '@vanilla-extract/css';
import { media, vars } from '@dokkham/ui/theme';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space[4],
  '@media': { [media.abovePhone]: { paddingBlock: vars.space[10] } },
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentText,
});

export const subtitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The username check line under the field: muted while checking, green when free. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const checkAvailable = style({ color: vars.color.successText });
