import { style } from '@vanilla-extract/css';
import { component } from '../../theme/layer';

export const field = style(component({ position: 'relative', minWidth: 0 }));

/** The native input only lends its picker: no box of its own, anchored under the field for where the picker opens. */
export const picker = style(
  component({
    position: 'absolute',
    insetInlineEnd: 0,
    bottom: 0,
    width: '1px',
    height: '1px',
    opacity: 0,
    pointerEvents: 'none',
    border: 0,
    padding: 0,
  }),
);
