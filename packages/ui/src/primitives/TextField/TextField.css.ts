import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

// The input box, shared by TextField, PasswordFields, Select and AmountInput.

/**
 * The box around an input with its prefix and suffix. The focus ring is drawn on the box (the
 * input itself has none) so affixes sit inside it.
 */
export const box = style(
  component({
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.textMuted },
      '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
      '&[data-invalid]': { borderColor: vars.color.criticalText },
      '&[data-invalid]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.criticalText}` },
      // Disabled: a dashed, hollow box. No opacity, so units and affixes keep their contrast.
      '&[data-disabled], &[data-disabled]:hover': {
        backgroundColor: 'transparent',
        borderStyle: 'dashed',
        borderColor: vars.color.borderStrong,
        cursor: 'not-allowed',
      },
    },
  }),
);

export const input = style(
  component({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    paddingInline: vars.space[4],
    paddingBlock: vars.space[2],
    background: 'transparent',
    border: 0,
    borderRadius: 'inherit',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.control,
    color: 'inherit',
    selectors: {
      '&:focus, &:focus-visible': { outline: 'none' },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, WebkitTextFillColor: vars.color.textMuted, opacity: 1 },
    },
  }),
);

export const affix = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    flexShrink: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:first-child': { paddingInlineStart: vars.space[4] },
      '&:last-child': { paddingInlineEnd: vars.space[3] },
    },
  }),
);
