/** The responsible-gaming hub (/player/responsible-gaming) and the page for everyone (/responsible-gaming). */
import { hairline, media, panel, vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';

export const screen = style([base.screen, { gap: vars.space[6], minWidth: 0 }]);
export const title = base.title;

export const intro = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading });

/** The settings in force: one card a row on phones, side by side from 769 px. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The value of a setting (the reality-check interval, "no limit"): read first. */
export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const limits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const limit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: vars.space[3],
  minWidth: 0,
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '&:last-child': { paddingBottom: 0 },
    '& + &': { borderTop: hairline },
  },
});

export const limitHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space[2] });

export const limitName = style({ fontWeight: vars.fontWeight.bold });

export const limitSpan = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Limit, deposited, left: terms on the start, amounts on the end. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const left = style([amount, { fontWeight: vars.fontWeight.bold, color: vars.color.accentText }]);

/** A change waiting for its 24 hours. */
export const pending = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The tools: rows, each a link (stretched over its row) and a line saying what it does. */
export const tools = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space[3],
});

export const tool = style({
  ...panel(),
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[4],
  minWidth: 0,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const toolLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // The whole row is the link's target; its focus ring goes round the row.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${tool}:hover &`]: { textDecoration: 'underline' },
  },
});

export const toolText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The page for everyone: what each tool does. */
export const explained = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const explainedItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const explainedTitle = style({ fontSize: vars.fontSize.md, color: vars.color.accentText });

/** "18+": the sign beside the age rule. */
export const adult = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });

export const adultMark = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.accent}`,
  color: vars.color.accentText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const help = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
