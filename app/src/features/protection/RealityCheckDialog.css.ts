import { panel, vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';

export const figures = style({ display: 'grid', gap: vars.space[2] });

export const since = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  ...panel({ fill: 'surfaceSunken', radius: 'md' }),
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
});

export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space[2] });

export const amount = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
