import { style } from '@vanilla-extract/css';
import { media, vars } from '@dokkham/ui/theme';

/**
 * The receiving account's three fields, one per line. In the desktop table each line is kept whole
 * (a number broken mid-way reads as two); a phone's card may wrap a long name.
 */
export const account = style({
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { whiteSpace: 'nowrap', overflowWrap: 'normal' } },
});

export const accountNumber = style({ fontFamily: vars.font.mono, fontSize: '0.95em' });
