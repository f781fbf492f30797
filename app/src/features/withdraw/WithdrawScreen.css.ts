import { style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';

// The money screens share one form look: the deposit screen's column, notes and facts are
// reused as they are (one place to change them), not copied; the breakdown is ui's MoneyBreakdown.
export { screen, title, note, actions, orderFacts } from '../deposit/DepositScreen.css';

/** A part of the form with its own heading (the bank account, the promotion's rules). */
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

/** A small muted line (the waiting state's 'checked live' note). */
export const providerCredit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The confirmation's content: the breakdown, then the account it goes to. */
export const confirmBody = style({ display: 'grid', gap: vars.space[3] });

/** The credit input with its 'withdraw all' control beside it (below it when narrow). */
export const creditRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const creditField = style({ flex: '1 1 12rem', minWidth: 0 });

/** Lines the 'withdraw all' button up with the input box (below the label). */
export const allButton = style({ marginTop: '1.75rem', flexShrink: 0 });

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** A rule that stops the withdrawal now: said in the danger colour, not by colour alone (its own text). */
export const blocking = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalBackground,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const statusLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });
