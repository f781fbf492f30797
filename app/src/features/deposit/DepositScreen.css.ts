import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';
import { vars } from '@dokkham/ui/theme';

export const screen = style([base.screen, { maxWidth: '36rem', minWidth: 0 }]);

export const title = base.title;

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const providerCredit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const note = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const preview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const previewTitle = style({ gridColumn: '1 / -1', fontWeight: vars.fontWeight.bold });
export const previewTerm = style({ color: vars.color.textMuted });
export const previewValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const previewTotal = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accentText });

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
