import { style } from '@vanilla-extract/css';

// Story-only: a tile as wide as in the phone grid's column.
export const frame = style({ width: '11rem' });
