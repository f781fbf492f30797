import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers.css';
import { hairline } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { barHeight, media, touchTarget } from '../../theme/tokens';
import { visuallyHiddenRules } from '../../theme/utilities.css';

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
    minHeight: barHeight.navbarPhone,
    marginInline: 'auto',
    paddingInline: vars.space[2],
    paddingTop: 'env(safe-area-inset-top, 0px)',
    '@media': {
      [media.abovePhone]: { gap: vars.space[3], minHeight: barHeight.navbar, paddingInline: vars.space[6] },
      // Signed out with contact in the bar, Vietnamese's Đăng nhập and Đăng ký need every pixel at 360 px.
      [media.smallPhone]: { paddingInline: vars.space[1] },
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
    '@media': { [media.abovePhone]: { gap: vars.space[2] }, [media.smallPhone]: { gap: '2px' } },
  }),
);

// A control's label stays on one line: a word broken a syllable per line (or 联系我们 stacked
// vertically) is worse than any compact form. The layouts below make every label fit instead.
globalStyle(`${actions} :is(a, button)`, { '@layer': { [layers.components]: { whiteSpace: 'nowrap' } } });

// Element + class: wins over the Logo's own display without depending on stylesheet order.
// Up to 768 px (phones, phones held sideways, small tablets) the mark leaves room for the controls.
export const logoMark = style(component({ '@media': { [media.desktop]: { selectors: { 'svg&': { display: 'none' } } } } }));
export const logoFull = style(component({ '@media': { [media.mobile]: { selectors: { 'svg&': { display: 'none' } } } } }));

export const phoneOnly = style(component({ display: 'contents', '@media': { [media.abovePhone]: { display: 'none' } } }));
export const wideOnly = style(component({ display: 'contents', '@media': { [media.phone]: { display: 'none' } } }));

/**
 * On phones Deposit is a square icon button (its label stays for screen readers): the bottom bar
 * right below offers Deposit with its label, and the room goes to the player's name.
 */
export const deposit = style(component({ '@media': { [media.phone]: { minWidth: touchTarget, paddingInline: 0 } } }));
globalStyle(`${deposit} > span:not(:first-child)`, {
  '@layer': { [layers.components]: { '@media': { [media.phone]: visuallyHiddenRules } } },
});
export const login = style(
  component({ '@media': { [media.phone]: { paddingInline: vars.space[2] }, [media.smallPhone]: { paddingInline: vars.space[1] } } }),
);
export const register = style(
  component({ '@media': { [media.phone]: { paddingInline: vars.space[3] }, [media.smallPhone]: { paddingInline: vars.space[2] } } }),
);
