import { style } from '@vanilla-extract/css';
import { utility } from './layer';

/** The rules of visuallyHidden, for components that hide a part only under a media query. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(utility(visuallyHiddenRules));
