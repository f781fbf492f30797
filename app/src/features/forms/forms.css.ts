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

/** The countdown after a 429: its own line, digits that do not jump as they change. */
export const retryIn = style({
  display: 'block',
  marginTop: vars.space[1],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The countdown alone (the alert cleared on edit, or announced elsewhere). */
export const retryNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
