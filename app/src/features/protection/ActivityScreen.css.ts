import { media, panel, vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

// ---- figures (this session, totals): label and amount on one line, wrapping when narrow

export const flows = style({ display: 'grid', gap: vars.space[2], margin: 0 });
export const flow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: vars.space[4] });
export const flowLabel = style({ color: vars.color.textMuted });
export const amount = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stack = style({ display: 'grid', gap: vars.space[3] });

export const totals = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const total = style({ ...panel({ fill: 'surfaceSunken', radius: 'md' }), display: 'grid', gap: vars.space[2], padding: vars.space[3] });
export const totalTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.accentText });

// ---- the chart

/** The bars' height: tall enough to compare months at a glance, short enough to keep the caption in view on a phone. */
const PLOT = '10rem';

export const chart = style({ display: 'grid', gap: vars.space[3] });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
const swatch = { display: 'inline-block', width: '0.875rem', height: '0.875rem', borderRadius: '3px' } as const;
/** Deposits in the accent; withdrawals in the text colour: apart in lightness in both themes, each at least 3:1 on the card. */
export const swatchDeposit = style({ ...swatch, backgroundColor: vars.color.accent });
export const swatchWithdraw = style({ ...swatch, backgroundColor: vars.color.text });
export const unit = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

export const plot = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space[1] });

export const axis = style({ position: 'relative', height: PLOT, minWidth: '1.25rem' });
export const tick = style({
  position: 'absolute',
  insetInlineEnd: 0,
  transform: 'translateY(50%)',
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const area = style({ position: 'relative', minWidth: 0 });
export const grid = style({ position: 'absolute', insetInline: 0, top: 0, height: PLOT, pointerEvents: 'none' });
export const gridLine = style({ position: 'absolute', insetInline: 0, borderTop: `1px solid ${vars.color.border}` });

export const months = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const month = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.accentSubtle },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const bars = style({ display: 'block', width: '100%', height: PLOT, overflow: 'visible' });
export const barDeposit = style({ fill: vars.color.accent });
export const barWithdraw = style({ fill: vars.color.text });

export const monthLabel = style({
  paddingTop: vars.space[1],
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: { [`${month}:has(input:checked) &`]: { color: vars.color.accentText, fontWeight: vars.fontWeight.bold } },
});
export const wideOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const phoneOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** The year under the first month and under each January; may run over the next column, which has none. */
export const year = style({
  alignSelf: 'flex-start',
  minHeight: '1.4em',
  paddingInlineStart: '2px',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const caption = style({
  ...panel({ fill: 'surfaceSunken', radius: 'md' }),
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
});
export const captionTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.accentText });
/** Figures side by side from tablets up (label and amount together rather than a page width apart). */
export const inlineFlows = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  '@media': { [media.abovePhone]: { gridTemplateColumns: 'repeat(3, auto)', justifyContent: 'start', columnGap: vars.space[6] } },
});
