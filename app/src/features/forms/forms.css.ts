import { style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.criticalText}`,
  backgroundColor: vars.color.criticalBackground,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.control,
});

export const alertIcon = style({ flexShrink: 0, marginTop: '0.1em' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
