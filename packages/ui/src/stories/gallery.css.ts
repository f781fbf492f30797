import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panel } from '../theme/surfaces';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space[2],
  padding: 0,
  listStyle: 'none',
});
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  ...panel({ radius: 'md' }),
  color: vars.color.accentText,
});
export const name = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
