import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { touchTarget } from '../../theme/tokens';

export const group = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[4] }));

export const toggle = style(
  component({
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    minHeight: touchTarget,
    marginBlock: `calc(${vars.space[2]} * -1)`,
    paddingInline: vars.space[2],
    marginInlineStart: `calc(${vars.space[2]} * -1)`,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.control,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-pressed="true"]': { color: vars.color.accentText },
    },
  }),
);

export const toggleIcon = style(component({ fontSize: '1.15rem', display: 'inline-flex' }));

/*
 * Both eyes are drawn and the toggle's state picks one: so a prerendered page's toggle, flipped
 * before the app runs (the app's head script sets aria-pressed), shows the right one too.
 */
export const iconShown = style(component({ selectors: { [`${toggle}:not([aria-pressed="true"]) &`]: { display: 'none' } } }));
export const iconHidden = style(component({ selectors: { [`${toggle}[aria-pressed="true"] &`]: { display: 'none' } } }));
