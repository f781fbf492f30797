import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const nav = style(
  component({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
  }),
);

export const status = style(
  component({
    minWidth: '7rem',
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const current = style(component({ color: vars.color.text, fontWeight: vars.fontWeight.bold }));
