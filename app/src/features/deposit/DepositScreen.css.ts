import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';
import { vars } from '@dokkham/ui/theme';

export const screen = style([base.screen, { maxWidth: '36rem', minWidth: 0 }]);

export const title = base.title;

export const note = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const orderFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** One line of the amount's hint (the method's range, then what the player's limit leaves). */
export const hintLine = style({ display: 'block' });

/** The player's limit reached: said before the (disabled) submit. */
export const limitNote = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warningText}`,
  backgroundColor: vars.color.warningBackground,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const limitNoteTitle = style({ fontWeight: vars.fontWeight.bold });

export const prompt = style({ display: 'grid', gap: vars.space[3] });

export const settingsLink = style({ alignSelf: 'flex-start' });
