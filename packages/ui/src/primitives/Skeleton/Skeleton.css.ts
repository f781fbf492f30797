import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

export const skeleton = style(
  component({
    display: 'block',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.skeleton,
    animation: `${pulse} 1.4s ease-in-out infinite`,
  }),
);

export const text = style(component({ height: '1em', marginBlock: '0.35em', width: '100%' }));
