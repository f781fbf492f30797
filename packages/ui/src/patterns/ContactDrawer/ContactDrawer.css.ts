import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';

export const list = style(component({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] }));

export const row = style(
  component({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: '3.5rem',
    paddingInline: vars.space[3],
    ...panel(),
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accentText } },
  }),
);

export const icon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentSubtle,
    color: vars.color.accentText,
    fontSize: '1.25rem',
  }),
);

export const label = style(component({ flex: 1, minWidth: 0 }));
export const arrow = style(component({ color: vars.color.textMuted }));
