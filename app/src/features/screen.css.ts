import { style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';

/** The column of a player screen (bank, deposit, histories, home, placeholders): one place. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlock: vars.space[6],
});

/** A player screen's heading. */
export const title = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentText,
});
