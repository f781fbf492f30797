import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';
import * as base from '../screen.css';

export const screen = style([base.screen, { minWidth: 0 }]);

export const title = base.title;

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const subtitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading });

/** One card a row on phones, two from 769 px. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space[4],
});

export const item = style({ display: 'flex', minWidth: 0 });

// The card fills its grid cell, so cards of a row are as tall as each other.
globalStyle(`${item} > *`, { flex: 1 });

export const notice = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[2]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factTerm = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const factValue = style({ margin: 0, textAlign: 'end', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** A card's own terms: as the card's terms above them (not bold). */
export const termValue = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const rulesTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const ruleList = style({ margin: 0, paddingInlineStart: '1.25em', display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const progressNote = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '40rem', minWidth: 0 });
