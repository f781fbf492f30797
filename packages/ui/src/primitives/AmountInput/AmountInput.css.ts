import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

export const input = style(
  component({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '0.01em',
  }),
);

export const currency = style(component({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold }));

export const chips = style(
  component({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
    gap: vars.space[2],
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

export const chip = style(
  component({
    minHeight: '36px',
    paddingInline: vars.space[3],
    ...panel({ fill: 'surfaceRaised', radius: 'pill' }),
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.control,
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
    '@media': { [`${media.phone}, ${media.coarse}`]: { minHeight: touchTarget } },
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&[aria-pressed="true"]': {
        borderColor: vars.color.accent,
        backgroundColor: vars.color.accentSubtle,
        color: vars.color.accentText,
      },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  }),
);
