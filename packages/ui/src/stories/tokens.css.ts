import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { hairline } from '../theme/surfaces';
import { radius, space } from '../theme/tokens';

// Docs-only styles for the Theme/Tokens page.
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});
export const cell = style({ padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: hairline, textAlign: 'start' });
export const bar = style({ height: '0.75rem', borderRadius: vars.radius.sm, backgroundImage: vars.gradient.accent });
export const barWidth = styleVariants(space, (width) => ({ width }));
export const radiusBox = style({
  width: '4rem',
  height: '4rem',
  border: `2px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceRaised,
});
export const radiusOf = styleVariants(radius, (borderRadius) => ({ borderRadius }));
export const surface = style({ padding: vars.space[4], borderRadius: vars.radius.lg, backgroundColor: vars.color.background, color: vars.color.text });
export const shadowBox = style({
  height: '4rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});
export const shadowOf = styleVariants({ sm: vars.shadow.sm, md: vars.shadow.md, lg: vars.shadow.lg, glow: vars.shadow.glow }, (boxShadow) => ({ boxShadow }));
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: vars.space[5] });
export const sample = style({ lineHeight: vars.lineHeight.body });
