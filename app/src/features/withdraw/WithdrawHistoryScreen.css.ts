import { style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';

/** The receiving account's three fields, one per line. */
export const account = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

export const accountNumber = style({ fontFamily: vars.font.mono, fontSize: '0.95em' });
