import { style } from '@vanilla-extract/css';

// Story-only: a tile as wide as in the phone grid's column.
export const frame = style({ width: '11rem' });
// A column of the lobby's grid on a 360 px phone.
export const narrow = style({ width: '9.5rem' });
