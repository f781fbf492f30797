import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const list = style(
  component({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${vars.space[1]} ${vars.space[3]}`,
    margin: 0,
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
  }),
);

/** The title spans both columns: a term with no value of its own. */
export const title = style(component({ gridColumn: '1 / -1', fontWeight: vars.fontWeight.bold }));
export const term = style(component({ color: vars.color.textMuted }));
export const value = style(component({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }));
export const total = style(component({ fontWeight: vars.fontWeight.bold, color: vars.color.accentText }));
