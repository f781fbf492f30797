import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Story-only: a headline in a narrow column, where bad breaks show.
export const headline = style({
  maxWidth: '20rem',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentText,
  textAlign: 'center',
  textWrap: 'balance',
});
