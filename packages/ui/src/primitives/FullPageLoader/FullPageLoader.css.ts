import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[6],
    backgroundColor: vars.color.background,
    backgroundImage: `radial-gradient(circle at 50% 45%, ${vars.color.accentSubtle} 0%, transparent 38%)`,
    animation: `${appear} ${vars.duration.slow} ${vars.easing.enter}`,
  }),
);

export const fixed = style(component({ position: 'fixed', inset: 0, zIndex: vars.z.dialog }));
export const fill = style(component({ minHeight: '60dvh', width: '100%' }));
