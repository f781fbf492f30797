import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { panel as panelSurface } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { touchTarget } from '../../theme/tokens';

export const root = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 }));

export const list = recipe({
  base: component({
    display: 'flex',
    gap: vars.space[1],
    overflowX: 'auto',
    scrollbarWidth: 'none',
    // Room for the focus ring of the first and last tab inside the scroller.
    padding: '3px',
    margin: '-3px',
  }),
  variants: {
    variant: {
      underline: component({ boxShadow: `inset 0 -1px 0 ${vars.color.border}` }),
      pill: component({
        gap: vars.space[2],
      }),
    },
    fullWidth: { true: {}, false: {} },
  },
});

export const tab = recipe({
  base: component({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    flexShrink: 0,
    minHeight: touchTarget,
    paddingInline: vars.space[4],
    background: 'none',
    border: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.control,
    whiteSpace: 'nowrap',
    transition: `color ${vars.duration.fast} ${vars.easing.standard}, background-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text },
      '&[aria-selected="true"]': { color: vars.color.accentText },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  }),
  variants: {
    variant: {
      underline: component({
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        selectors: { '&[aria-selected="true"]': { boxShadow: `inset 0 -2px 0 ${vars.color.accent}` } },
      }),
      pill: component({
        ...panelSurface({ radius: 'pill' }),
        selectors: {
          '&[aria-selected="true"]': {
            backgroundColor: vars.color.accentSubtle,
            borderColor: vars.color.accent,
          },
        },
      }),
    },
    fullWidth: { true: component({ flex: '1 0 auto' }), false: {} },
  },
});

export const tabIcon = style(component({ display: 'inline-flex' }));

export const panel = style(component({ minWidth: 0, borderRadius: vars.radius.sm }));

/** The list and the tabs take the same variants. */
export type TabsVariants = NonNullable<RecipeVariants<typeof list>>;
