import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Story-only layout helpers: not exported from the package.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: '28rem' });
export const wideStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });
export const narrow = style({ maxWidth: '18rem' });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space[4] });
export const swatch = style({ padding: vars.space[4], borderRadius: vars.radius.lg });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
