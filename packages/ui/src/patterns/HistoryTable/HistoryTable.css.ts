import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { hairline, panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

export const root = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 }));

export const header = style(
  component({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space[3], flexWrap: 'wrap' }),
);
export const heading = style(component({ fontSize: vars.fontSize.lg }));
export const total = style(component({ fontSize: vars.fontSize.sm, color: vars.color.textMuted }));

export const results = style(component({ position: 'relative' }));

const run = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** Indeterminate bar over the top edge while another page loads. */
export const progress = style(
  component({
    position: 'absolute',
    insetInline: 0,
    top: '-0.5rem',
    height: '3px',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentSubtle,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetBlock: 0,
        width: '40%',
        backgroundImage: vars.gradient.accent,
        animation: `${run} 1.1s ${vars.easing.standard} infinite`,
      },
    },
  }),
);

/* Desktop: the table. */
export const tableWrap = style(
  component({
    overflowX: 'auto',
    ...panel(),
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);

export const table = style(component({ width: '100%', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' }));

/*
 * Headers wrap when the values need the room (Lao and Vietnamese labels are long); the values
 * themselves do not (money, codes, account lines), so a row stays one line of figures. Cells use
 * the tighter inline padding so eleven fields fit 1280 px in every language.
 */
export const th = style(
  component({
    paddingInline: vars.space[3],
    paddingBlock: vars.space[3],
    textAlign: 'start',
    verticalAlign: 'bottom',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
    backgroundColor: vars.color.surfaceRaised,
    borderBottom: hairline,
  }),
);

export const tr = style(
  component({
    selectors: {
      '&:not(:last-child)': { borderBottom: hairline },
      '&:hover': { backgroundColor: vars.color.surfaceRaised },
    },
  }),
);

export const td = style(component({ paddingInline: vars.space[3], paddingBlock: vars.space[3], verticalAlign: 'middle' }));

export const end = style(component({ textAlign: 'end' }));
export const nowrap = style(component({ whiteSpace: 'nowrap' }));
export const code = style(component({ fontFamily: vars.font.mono, fontSize: '0.95em', whiteSpace: 'nowrap' }));

/* Phones and tablets: one card per row. */
export const cards = style(
  component({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: vars.space[3],
    '@media': {
      [media.desktop]: { display: 'none' },
      [media.abovePhone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  }),
);

export const card = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    padding: vars.space[4],
    ...panel(),
    backgroundImage: vars.gradient.surface,
  }),
);

export const cardHeader = style(
  component({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    paddingBottom: vars.space[3],
    borderBottom: hairline,
  }),
);

export const cardTitle = style(component({ minWidth: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }));

export const fields = style(component({ display: 'grid', gap: vars.space[2] }));

export const field = style(
  component({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space[3], fontSize: vars.fontSize.sm }),
);

export const label = style(component({ color: vars.color.textMuted, minWidth: 0 }));
export const value = style(component({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }));
export const amount = style(component({ fontWeight: vars.fontWeight.bold, color: vars.color.text }));

/* Error and loading. */
export const message = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[3],
    paddingBlock: vars.space[10],
    paddingInline: vars.space[4],
    textAlign: 'center',
    ...panel(),
  }),
);

export const errorIcon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.criticalBackground,
    color: vars.color.criticalText,
    fontSize: '1.5rem',
  }),
);

export const skeletonList = style(component({ display: 'grid', gap: vars.space[3] }));
export const skeletonRow = style(
  component({
    display: 'grid',
    gap: vars.space[1],
    padding: vars.space[4],
    ...panel(),
    '@media': { [media.desktop]: { gridTemplateColumns: '1fr 2fr 1fr', gap: vars.space[6], borderRadius: vars.radius.md } },
  }),
);
export const skeletonTitle = style(component({ maxWidth: '10rem' }));
export const skeletonLine = style(component({ maxWidth: '18rem' }));
export const skeletonShort = style(component({ maxWidth: '7rem' }));

export const pager = style(component({ marginTop: vars.space[2] }));

/* A row (or card) that opens its order: the code is the one link, its ::after covers the row. */
export const linkedRow = style(component({ position: 'relative', cursor: 'pointer' }));
export const rowLink = style(
  component({
    // The row is the affordance (a pointer, a hover underline): the code reads as it did before.
    color: 'inherit',
    textDecoration: 'none',
    textUnderlineOffset: '0.2em',
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    selectors: {
      [`${linkedRow}:hover &`]: { textDecoration: 'underline' },
      '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  }),
);
