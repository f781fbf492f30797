import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Story-only shapes.
export const avatar = style({ width: '3rem', height: '3rem', borderRadius: vars.radius.pill });
export const line = style({ width: '16rem' });
export const shortLine = style({ width: '9rem' });
export const card = style({ width: '100%', height: '6rem', borderRadius: vars.radius.lg });
