import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { layers } from '../../theme/layers.css';

export const box = style(component({ position: 'relative' }));

export const select = style(
  component({
    appearance: 'none',
    cursor: 'pointer',
    paddingInlineEnd: vars.space[10],
    textOverflow: 'ellipsis',
  }),
);

// Native option lists follow these on Windows and Linux; phones use their own picker.
globalStyle(`${select} option`, {
  '@layer': { [layers.components]: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text } },
});

export const chevron = style(
  component({
    position: 'absolute',
    insetInlineEnd: vars.space[3],
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    pointerEvents: 'none',
    color: vars.color.textMuted,
  }),
);
