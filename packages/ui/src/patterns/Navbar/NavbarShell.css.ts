import { style } from '@vanilla-extract/css';
import { component } from '../../theme/layer';
import { touchTarget } from '../../theme/tokens';

/** Where the Navbar's menu button is (an IconButton: one touch target). */
export const menuSlot = style(component({ width: touchTarget, height: touchTarget, flexShrink: 0 }));
