import { style } from '@vanilla-extract/css';
import * as base from './screen.css';
import { vars } from '@dokkham/ui/theme';

export const screen = base.screen;

export const title = base.title;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  maxWidth: '24rem',
});

export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});

export const submit = style({
  minHeight: '44px',
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.gradient.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
});

export const error = style({ color: vars.color.criticalText });
