import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.accentText,
    verticalAlign: 'middle',
  }),
);

/** Inside buttons and other coloured controls the spinner takes the text colour. */
export const inherit = style(component({ color: 'inherit' }));

export const svg = style(
  component({
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // A still arc would read as a hang: turn slower instead of stopping (data-essential-motion).
      [media.reducedMotion]: { animationDuration: '2.4s' },
    },
  }),
);

export const track = style(component({ opacity: 0.22 }));

export const size = styleVariants({ sm: { width: '1rem' }, md: { width: '1.5rem' }, lg: { width: '2.5rem' } }, (rule) =>
  component({ ...rule, height: rule.width }),
);
