import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { touchTarget } from '../../theme/tokens';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const content = style(
  component({
    zIndex: vars.z.menu,
    minWidth: '13rem',
    maxWidth: 'calc(100vw - 1rem)',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space[1],
    ...panel({ fill: 'surfaceRaised' }),
    backgroundImage: vars.gradient.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${vars.duration.fast} ${vars.easing.enter}` },
    },
  }),
);

export const item = style(
  component({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: touchTarget,
    paddingInline: vars.space[3],
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.control,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      // Keyboard and pointer share the highlight; the bar on the start edge keeps it visible
      // without relying on the tint alone.
      '&[data-highlighted]': {
        backgroundColor: vars.color.accentSubtle,
        color: vars.color.accentText,
        boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      },
      '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
      '&[data-state="checked"]': { color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
    },
  }),
);

export const danger = style(
  component({ color: vars.color.criticalText, selectors: { '&[data-highlighted]': { color: vars.color.criticalText } } }),
);

export const itemIcon = style(component({ display: 'inline-flex', color: 'inherit', fontSize: '1.1rem', opacity: 0.9 }));
export const itemLabel = style(component({ flex: 1, minWidth: 0 }));
export const indicator = style(component({ display: 'inline-flex', marginInlineStart: 'auto', color: vars.color.accentText }));

export const label = style(
  component({
    paddingInline: vars.space[3],
    paddingBlock: vars.space[2],
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
  }),
);

export const separator = style(component({ height: '1px', marginBlock: vars.space[1], marginInline: vars.space[2], backgroundColor: vars.color.border }));
