import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

/** Neutral, not an alarm: nothing is wrong with the app or the account. */
export const icon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '4rem',
    height: '4rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.neutralBackground,
    color: vars.color.neutralText,
    fontSize: '1.75rem',
  }),
);

export const note = style(component({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '28rem' }));
