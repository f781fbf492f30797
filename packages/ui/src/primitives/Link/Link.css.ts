import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const variant = styleVariants({
  /** In running text: underlined so it is not told apart by colour alone. */
  inline: component({
    color: vars.color.accentText,
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: '2px',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  }),
  /** On its own line or in a list: no underline until hovered. */
  standalone: component({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    color: vars.color.accentText,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
  }),
});

export const externalIcon = style(component({ display: 'inline-block', verticalAlign: '-0.125em', marginInlineStart: '0.2em' }));
