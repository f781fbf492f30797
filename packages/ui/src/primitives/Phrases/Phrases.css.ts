import { style } from '@vanilla-extract/css';
import { component } from '../../theme/layer';

/**
 * A phrase stays on one line. Inline (not inline-block): accessible names are computed with a
 * space around every non-inline element, which would change the heading's name.
 */
export const phrase = style(component({ whiteSpace: 'nowrap' }));
