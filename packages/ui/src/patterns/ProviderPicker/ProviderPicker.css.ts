import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const fieldset = style(
  component({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] }),
);

export const legend = style(component({ display: 'block', padding: 0, marginBottom: vars.space[2], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold }));

export const options = style(
  component({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))', gap: vars.space[2] }),
);

/** The whole card is the control: it takes the focus ring (the small dot would hide it). */
export const option = style(
  component({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    minHeight: '44px',
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    cursor: 'pointer',
    minWidth: 0,
    selectors: {
      '&:has(input:checked)': { borderColor: vars.color.accentText, backgroundColor: vars.color.accentSubtle },
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '[aria-invalid="true"] &:has(input:checked)': { borderColor: vars.color.criticalText },
      '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const radio = style(
  component({
    marginTop: '0.2em',
    accentColor: vars.color.accent,
    flexShrink: 0,
    selectors: { '&:focus-visible': { outline: 'none' } },
  }),
);

export const text = style(component({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' }));

export const detail = style(component({ fontSize: vars.fontSize.sm, color: vars.color.textMuted }));
