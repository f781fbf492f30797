import { style } from '@vanilla-extract/css';
import { touchTarget } from '@dokkham/ui/theme';

/** Where the menu button will be (the bar, logo and spacing are the Navbar's own classes). */
export const menuSlot = style({ width: touchTarget, height: touchTarget, flexShrink: 0 });
