import { style } from '@vanilla-extract/css';
import * as base from '../screen.css';
import { media, vars } from '@dokkham/ui/theme';

export const screen = base.screen;

export const title = base.title;

/** Phones: one filter a row; from 769 px: side by side, the clear button at the end. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': {
    [media.abovePhone]: { gridTemplateColumns: 'repeat(3, minmax(0, 12rem)) auto', justifyContent: 'start' },
  },
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  '@media': { [media.abovePhone]: { display: 'contents' } },
});
