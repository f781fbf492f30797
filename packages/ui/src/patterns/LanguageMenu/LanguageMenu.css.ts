import { globalStyle, style } from '@vanilla-extract/css';
import { layers } from '../../theme/layers.css';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

/** On phones the trigger is a square icon button: only the globe stays. */
export const compact = style(component({ '@media': { [media.phone]: { minWidth: touchTarget, paddingInline: 0 } } }));

// The name and the chevron (every span after the icon) give way on phones.
globalStyle(`${compact} > span:not(:first-child)`, {
  '@layer': { [layers.components]: { '@media': { [media.phone]: { display: 'none' } } } },
});
