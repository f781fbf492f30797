import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const whatsapp = style(component({ marginTop: vars.space[2] }));
