import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';
import { vars } from '@dokkham/ui/theme';

export const screen = style([base.screen, { gap: vars.space[6], minWidth: 0 }]);

export const title = base.title;

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const heading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading });

export const credits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space[3],
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space[3],
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const order = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[3],
  color: vars.color.criticalText,
});

export const orderText = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[2] });

export const protection = style({ overflowWrap: 'anywhere' });
