import { globalStyle, style } from '@vanilla-extract/css';
import { layers } from '../../theme/layers.css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

export const grid = style(
  component({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(6.25rem, 1fr))',
    gap: vars.space[3],
    '@media': { [media.abovePhone]: { gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: vars.space[4] } },
  }),
);

export const cell = style(component({ display: 'flex', minWidth: 0 }));
globalStyle(`${cell} > *`, { '@layer': { [layers.components]: { flex: 1 } } });
