import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const note = style(component({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '28rem' }));
