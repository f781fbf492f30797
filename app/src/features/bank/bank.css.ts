import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';
import { vars } from '@dokkham/ui/theme';

export const screen = style([base.screen, { maxWidth: '32rem', minWidth: 0 }]);

export const title = base.title;

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const owners = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const ownerChoices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const ownerChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});

export const radio = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.accent, margin: 0 });

export const fieldError = style({ color: vars.color.criticalText, fontSize: vars.fontSize.sm, margin: 0 });

export const account = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const bankRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const mark = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.gradient.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  lineHeight: 1.1,
});

export const bankName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const details = style({ display: 'grid', gap: vars.space[3], margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const numberRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const skeletonLine = style({ height: '1.25rem', width: '60%' });
export const skeletonBlock = style({ height: '12rem', width: '100%' });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
