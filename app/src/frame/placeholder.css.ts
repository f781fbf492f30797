import { style } from '@vanilla-extract/css';
import { media, touchTarget, vars } from '@dokkham/ui/theme';

// Mirrors packages/ui/src/Navbar/Navbar.css.ts (root, inner, home, logo rules): keep in step.
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.navbar,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: vars.gradient.surface,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  maxWidth: '80rem',
  minHeight: '3.5rem',
  marginInline: 'auto',
  paddingInline: vars.space[2],
  paddingTop: 'env(safe-area-inset-top, 0px)',
  '@media': { [media.abovePhone]: { gap: vars.space[3], minHeight: '4rem', paddingInline: vars.space[6] } },
});

/** Where the menu button will be. */
export const menuSlot = style({ width: touchTarget, height: touchTarget, flexShrink: 0 });

export const home = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, padding: vars.space[1], borderRadius: vars.radius.md });

export const logoMark = style({ '@media': { [media.abovePhone]: { selectors: { 'svg&': { display: 'none' } } } } });
export const logoFull = style({ '@media': { [media.phone]: { selectors: { 'svg&': { display: 'none' } } } } });
