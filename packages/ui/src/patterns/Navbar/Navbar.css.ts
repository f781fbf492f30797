import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { hairline } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

export const root = style(
  component({
    position: 'sticky',
    top: 0,
    zIndex: vars.z.navbar,
    borderBottom: hairline,
    backgroundColor: vars.color.surface,
    backgroundImage: vars.gradient.surface,
    boxShadow: vars.shadow.sm,
  }),
);

export const inner = style(
  component({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    maxWidth: '80rem',
    minHeight: '3.5rem',
    marginInline: 'auto',
    paddingInline: vars.space[2],
    paddingTop: 'env(safe-area-inset-top, 0px)',
    '@media': {
      [media.abovePhone]: { gap: vars.space[3], minHeight: '4rem', paddingInline: vars.space[6] },
    },
  }),
);

export const home = style(
  component({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, padding: vars.space[1], borderRadius: vars.radius.md }),
);

/** Right-aligned controls; they never push the logo off a 360 px screen. */
export const actions = style(
  component({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    marginInlineStart: 'auto',
    minWidth: 0,
    '@media': { [media.abovePhone]: { gap: vars.space[2] } },
  }),
);

// Element + class: wins over the Logo's own display without depending on stylesheet order.
export const logoMark = style(component({ '@media': { [media.abovePhone]: { selectors: { 'svg&': { display: 'none' } } } } }));
export const logoFull = style(component({ '@media': { [media.phone]: { selectors: { 'svg&': { display: 'none' } } } } }));

export const phoneOnly = style(component({ display: 'contents', '@media': { [media.abovePhone]: { display: 'none' } } }));
export const wideOnly = style(component({ display: 'contents', '@media': { [media.phone]: { display: 'none' } } }));

export const deposit = style(component({ '@media': { [media.phone]: { paddingInline: vars.space[3] } } }));
export const login = style(component({ '@media': { [media.phone]: { paddingInline: vars.space[2] } } }));
export const register = style(component({ '@media': { [media.phone]: { paddingInline: vars.space[3] } } }));
