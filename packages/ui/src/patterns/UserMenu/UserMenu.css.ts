import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

export const trigger = style(component({ maxWidth: '14rem' }));

/** Long names are cut with an ellipsis; the full name is in the accessible name and the menu. */
export const name = style(
  component({ display: 'block', maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

export const compact = style(component({ '@media': { [media.phone]: { minWidth: touchTarget, paddingInline: 0 } } }));
globalStyle(`${compact} > span:not(:first-child)`, {
  '@layer': { [layers.components]: { '@media': { [media.phone]: { display: 'none' } } } },
});

export const menuName = style(
  component({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' }),
);
