import { style } from '@vanilla-extract/css';
import { component } from '../../theme/layer';

/** Both buttons equally wide, so neither reads as the default by size. */
export const button = style(component({ flex: '1 1 0', minWidth: '8rem' }));
