import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Story-only layout.
export const page = style({ maxWidth: '40rem', marginInline: 'auto', padding: vars.space[4], outline: 'none' });
export const paragraph = style({ marginBottom: vars.space[4], color: vars.color.textMuted });

