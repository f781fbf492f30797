import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const root = style(
  component({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
    padding: vars.space[4],
    ...panel({ fill: 'surfaceRaised' }),
    // A faint gold sheen from the top corner: credit is the player's money, it gets the shine.
    backgroundImage: `radial-gradient(120% 90% at 100% 0%, ${vars.color.accentSubtle} 0%, transparent 55%), ${vars.gradient.surface}`,
    boxShadow: vars.shadow.md,
    overflow: 'hidden',
  }),
);

export const header = style(component({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 }));

export const providerIcon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '2.25rem',
    height: '2.25rem',
    flexShrink: 0,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.accentSubtle,
    color: vars.color.accentText,
  }),
);

export const names = style(component({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 }));

export const provider = style(
  component({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const caption = style(component({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.control }));

export const amountRow = style(
  component({ display: 'flex', alignItems: 'baseline', gap: vars.space[2], minHeight: '2.75rem', flexWrap: 'wrap' }),
);

export const amount = style(
  component({
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.accentText,
    transition: `opacity ${vars.duration.normal} ${vars.easing.standard}`,
    selectors: { '[aria-busy="true"] > &': { opacity: 0.55 } },
  }),
);

export const currency = style(component({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted }));

export const skeleton = style(
  component({
    display: 'block',
    width: '9rem',
    height: '1.75rem',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.skeleton,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  }),
);

export const error = style(component({ fontSize: vars.fontSize.sm, color: vars.color.criticalText }));

export const footer = style(component({ display: 'flex', gap: vars.space[2], marginTop: vars.space[1] }));
