import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Story-only layout.
export const logos = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space[4], padding: vars.space[6] });
