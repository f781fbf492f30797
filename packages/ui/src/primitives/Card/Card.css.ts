import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { hairline, panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

export const card = recipe({
  base: component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    minWidth: 0,
    ...panel(),
    backgroundImage: vars.gradient.surface,
    color: vars.color.text,
  }),
  variants: {
    elevation: {
      flat: {},
      raised: component({ backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md }),
    },
    padding: {
      none: {},
      sm: component({ padding: vars.space[3] }),
      md: component({ padding: vars.space[4], '@media': { [media.abovePhone]: { padding: vars.space[5] } } }),
      lg: component({ padding: vars.space[5], '@media': { [media.abovePhone]: { padding: vars.space[8] } } }),
    },
    accent: {
      // A thin gold rule on top: for the one card that matters most on a screen.
      true: component({ borderTop: `2px solid ${vars.color.accent}` }),
      false: {},
    },
  },
  defaultVariants: { elevation: 'flat', padding: 'md', accent: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style(
  component({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[3] }),
);
export const headings = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 }));
export const title = style(component({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.heading }));
export const description = style(component({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.body }));
export const actions = style(component({ display: 'flex', gap: vars.space[2], flexShrink: 0 }));
export const footer = style(
  component({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[3],
    justifyContent: 'flex-end',
    paddingTop: vars.space[4],
    borderTop: hairline,
  }),
);
