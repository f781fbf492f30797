/** The take-a-break and self-exclusion screens: what it does, the choice, and the one running. */
import { vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';

export const screen = style([base.screen, { maxWidth: '36rem', minWidth: 0 }]);
export const title = base.title;

export const intro = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** What the restriction does, said before the choice: one line each. */
export const facts = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'grid', gap: vars.space[2], overflowWrap: 'anywhere' });

/** The one thing that cannot be taken back, set apart from the rest. */
export const final = style({ fontWeight: vars.fontWeight.bold, color: vars.color.warningText });

/** A running break or exclusion: its period, start and end. */
export const running = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

export const when = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

/** A note beside the form (a break running while the player self-excludes). */
export const note = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
