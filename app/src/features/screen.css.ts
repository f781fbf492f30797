import { style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';

/** The column of a player screen (bank, deposit, withdraw, histories, home, promotions): one place. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlock: vars.space[6],
});

/**
 * A player screen's heading. Screens move focus to it (tabIndex -1) when what had focus goes away
 * (a form replaced by its result): not a control, so no focus ring.
 */
export const title = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentText,
  selectors: { '&:focus': { outline: 'none' } },
});
