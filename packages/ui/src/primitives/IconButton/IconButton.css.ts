import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { media, touchTarget } from '../../theme/tokens';

export const iconButton = recipe({
  base: component({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': { opacity: 0.45, boxShadow: 'none', cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      ghost: component({
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
        },
      }),
      secondary: component({
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.accent, color: vars.color.accentText },
        },
      }),
      primary: component({
        backgroundColor: vars.color.accent,
        backgroundImage: vars.gradient.accent,
        color: vars.color.onAccent,
        boxShadow: `${vars.shadow.glow}, ${vars.shadow.bevel}`,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.accentHover, backgroundImage: vars.gradient.accentHover },
        },
      }),
    },
    size: {
      sm: component({
        width: '36px',
        height: '36px',
        fontSize: '0.9rem',
        '@media': { [`${media.phone}, ${media.coarse}`]: { width: touchTarget, height: touchTarget } },
      }),
      md: component({ width: touchTarget, height: touchTarget, fontSize: '1rem' }),
      lg: component({ width: '52px', height: '52px', fontSize: '1.2rem', borderRadius: vars.radius.lg }),
    },
    round: { true: component({ borderRadius: vars.radius.pill }), false: {} },
  },
  defaultVariants: { variant: 'ghost', size: 'md', round: false },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const glyph = style(component({ display: 'inline-flex' }));
