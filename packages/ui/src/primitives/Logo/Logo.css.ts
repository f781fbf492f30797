import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const root = style(component({ display: 'block', flexShrink: 0, maxWidth: '100%' }));

/** "DOK" in the text colour; "KHAM" (gold) takes the brand gradient. */
export const dok = style(component({ stroke: vars.color.text }));
