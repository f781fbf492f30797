import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';

export const root = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    minWidth: 0,
    padding: vars.space[4],
    ...panel({ fill: 'surfaceRaised' }),
  }),
);

export const header = style(
  component({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] }),
);
export const heading = style(component({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }));

export const codeRow = style(component({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], minWidth: 0 }));
export const codeLabel = style(component({ color: vars.color.textMuted, fontSize: vars.fontSize.sm }));
// Codes are one word: let a long one break anywhere rather than push the page sideways.
export const code = style(component({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }));

export const facts = style(
  component({
    display: 'grid',
    // Terms as wide as they need up to half the width; values take the rest, end-aligned.
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    gap: `${vars.space[1]} ${vars.space[3]}`,
    margin: 0,
    fontSize: vars.fontSize.sm,
  }),
);
/** A term and its value: a div only to group them (valid in a dl), the grid sees through it. */
export const fact = style(component({ display: 'contents' }));
export const term = style(component({ color: vars.color.textMuted }));
export const value = style(component({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }));

export const timelineTitle = style(component({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold }));
export const timeline = style(component({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' }));
export const step = style(
  component({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '1.5rem minmax(0, 1fr)',
    columnGap: vars.space[2],
    paddingBottom: vars.space[3],
  }),
);
/** The line joining a step's marker to the next one's. */
export const rail = style(
  component({
    position: 'absolute',
    insetInlineStart: 'calc(0.75rem - 1px)',
    top: '1.5rem',
    bottom: 0,
    width: 2,
    background: vars.color.border,
  }),
);
const markerBase = {
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  gridRow: '1 / span 3',
} as const;
export const marker = styleVariants({
  done: component({ ...markerBase, background: vars.color.successBackground, color: vars.color.successText }),
  pending: component({ ...markerBase, border: `2px dashed ${vars.color.borderStrong}`, color: vars.color.textMuted }),
  stopped: component({ ...markerBase, background: vars.color.criticalBackground, color: vars.color.criticalText }),
});
export const stepLabel = style(component({ fontWeight: vars.fontWeight.bold }));
export const pendingLabel = style(component({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular }));
export const stepTime = style(component({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' }));
export const note = style(
  component({
    marginTop: vars.space[1],
    padding: vars.space[2],
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    fontSize: vars.fontSize.sm,
    whiteSpace: 'pre-line',
  }),
);

export const actions = style(component({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }));
