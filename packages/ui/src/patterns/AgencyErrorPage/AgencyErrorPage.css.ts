import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const icon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '4rem',
    height: '4rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.warningBackground,
    color: vars.color.warningText,
    fontSize: '1.75rem',
  }),
);

export const whatsapp = style(component({ marginTop: vars.space[2] }));
