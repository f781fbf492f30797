import { globalStyle, style } from '@vanilla-extract/css';
import { layers } from '../../theme/layers.css';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

/** Below wide screens (up to 1023 px) the trigger is a square icon button: only the chat icon stays. */
export const compact = style(component({ '@media': { [media.belowWide]: { minWidth: touchTarget, paddingInline: 0 } } }));

// The label and the chevron (every span after the icon) give way below wide screens.
globalStyle(`${compact} > span:not(:first-child)`, {
  '@layer': { [layers.components]: { '@media': { [media.belowWide]: { display: 'none' } } } },
});
