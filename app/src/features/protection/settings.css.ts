/** The deposit-limits and reality-check screens: a settings form with its rules and pending changes. */
import { vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';

export const screen = style([base.screen, { maxWidth: '36rem', minWidth: 0 }]);
export const title = base.title;

export const intro = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The 24-hour rule, read before the form. */
export const rule = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** One limit: its field, then its pending change. */
export const limit = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/** A change waiting for its 24 hours: what and when, and the way to cancel it. */
export const pending = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const pendingText = style({ margin: 0, flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' });

/** What the last save did, in words. */
export const result = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'grid', gap: vars.space[1], overflowWrap: 'anywhere' });

/** The live region the save's result is said in (an <output>, block). */
export const status = style({ display: 'block' });
