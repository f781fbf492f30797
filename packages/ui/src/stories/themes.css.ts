import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const sideBySide = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.xl,
});
