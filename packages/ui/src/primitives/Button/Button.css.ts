import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

const transition = ['background-color', 'border-color', 'box-shadow', 'color', 'transform']
  .map((p) => `${p} ${vars.duration.fast} ${vars.easing.standard}`)
  .join(', ');

/** Shared by Button, LinkButton and anything that must look like a button. */
export const button = recipe({
  base: component({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.control,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
        opacity: 0.45,
        boxShadow: 'none',
        cursor: 'not-allowed',
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: component({
        backgroundColor: vars.color.accent,
        backgroundImage: vars.gradient.accent,
        color: vars.color.onAccent,
        boxShadow: `${vars.shadow.glow}, ${vars.shadow.bevel}`,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.accentHover,
            backgroundImage: vars.gradient.accentHover,
          },
        },
      }),
      secondary: component({
        backgroundColor: vars.color.surfaceRaised,
        backgroundImage: vars.gradient.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            borderColor: vars.color.accent,
            color: vars.color.accentText,
          },
        },
      }),
      ghost: component({
        backgroundColor: 'transparent',
        color: vars.color.accentText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.accentSubtle },
        },
      }),
      danger: component({
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        boxShadow: vars.shadow.bevel,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
        },
      }),
    },
    size: {
      sm: component({
        minHeight: '36px',
        paddingInline: vars.space[3],
        fontSize: vars.fontSize.sm,
        // Small on desktop, still a full touch target on phones.
        '@media': { [`${media.phone}, ${media.coarse}`]: { minHeight: touchTarget } },
      }),
      md: component({ minHeight: touchTarget, paddingInline: vars.space[5], fontSize: vars.fontSize.md }),
      lg: component({
        minHeight: '52px',
        paddingInline: vars.space[8],
        fontSize: vars.fontSize.lg,
        borderRadius: vars.radius.lg,
      }),
    },
    fullWidth: {
      true: component({ width: '100%' }),
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label in place while the spinner takes the icon's slot. */
export const icon = style(component({ display: 'inline-flex', fontSize: '1.25em' }));
export const label = style(component({ minWidth: 0, paddingBlock: vars.space[1] }));
