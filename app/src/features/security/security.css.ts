/** The player's sessions (/player/security). */
import { vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';

export const screen = style([base.screen, { gap: vars.space[6], minWidth: 0 }]);
export const title = base.title;

export const intro = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** One card a session: a column on phones, side by side from where two fit. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space[4],
  alignItems: 'stretch',
});

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1], color: vars.color.textMuted });

export const fact = style({ margin: 0, overflowWrap: 'anywhere' });

/** "This device": read with the card's heading. */
export const current = style({
  display: 'inline-block',
  marginInlineStart: vars.space[2],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'middle',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
