import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

// May shrink in a crowded bar (minWidth 0): the name then ends in an ellipsis.
export const trigger = style(component({ maxWidth: '14rem', minWidth: 0 }));

/** Long names are cut with an ellipsis; the full name is in the accessible name and the menu. */
export const name = style(
  component({ display: 'block', maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

/**
 * On phones (up to 576 px) the trigger is tighter and may shrink: the name stays visible (cut with
 * an ellipsis when the bar is short of room), only the chevron gives way.
 */
export const compact = style(
  component({ '@media': { [media.phone]: { minWidth: touchTarget, paddingInline: vars.space[2], gap: vars.space[1] } } }),
);
// Icon, name, chevron: the third span is the chevron.
globalStyle(`${compact} > span:nth-child(3)`, {
  '@layer': { [layers.components]: { '@media': { [media.phone]: { display: 'none' } } } },
});

export const menuName = style(
  component({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' }),
);
