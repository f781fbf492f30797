import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const field = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 }));

/**
 * The box and its label on a grid; the label's text sets the line height (Lao and Thai stack marks
 * above and below: body text height, as a sentence that wraps needs), and the box sits on its first line.
 */
export const row = style(
  component({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    columnGap: vars.space[3],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.body,
    color: vars.color.text,
  }),
);

const BOX = '1.375rem';

/** As tall as the label's first line (1lh), as wide as the box: the native input lies over it, so a tap on the box is a tap on the input. */
export const control = style(
  component({ position: 'relative', display: 'flex', alignItems: 'center', width: BOX, height: '1lh', minHeight: BOX }),
);

/** The native checkbox, transparent over the drawn box: it keeps the keyboard, the form and the screen reader. */
export const input = style(
  component({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  }),
);

export const box = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: BOX,
    height: BOX,
    flexShrink: 0,
    borderRadius: vars.radius.sm,
    border: `2px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.onAccent,
    pointerEvents: 'none',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      [`${input}:hover + &`]: { borderColor: vars.color.textMuted },
      [`${input}:checked + &`]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
      [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.criticalText },
      // Disabled: dashed and hollow, as TextField's box; no opacity, so the mark keeps its contrast.
      [`${input}:disabled + &`]: { borderStyle: 'dashed', borderColor: vars.color.borderStrong, backgroundColor: 'transparent' },
      [`${input}:disabled:checked + &`]: { color: vars.color.textMuted },
    },
  }),
);

/** The tick: drawn only when checked (no script needed: a prerendered page shows it too). */
export const mark = style(
  component({
    visibility: 'hidden',
    selectors: { [`${input}:checked + ${box} &`]: { visibility: 'visible' } },
  }),
);

export const label = style(
  component({
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: { [`${row}:has(${input}:disabled) &`]: { cursor: 'not-allowed', color: vars.color.textMuted } },
  }),
);

export const hint = style(
  component({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.control, color: vars.color.textMuted }),
);

/** Hint and error under the label, lined up with its text rather than the box. */
export const messages = style(
  component({ display: 'flex', flexDirection: 'column', gap: vars.space[1], paddingInlineStart: `calc(${BOX} + ${vars.space[3]})` }),
);
