import { style } from '@vanilla-extract/css';
import { media, vars } from '@dokkham/ui/theme';
import * as base from '../screen.css';

export const screen = style([base.screen, { minWidth: 0 }]);

/** Title and the provider's credit: stacked on phones, side by side above. */
export const top = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'center',
  '@media': { [media.abovePhone]: { gridTemplateColumns: '1fr minmax(16rem, 22rem)' } },
});

export const title = base.title;

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[8],
  textAlign: 'center',
  color: vars.color.criticalText,
});
