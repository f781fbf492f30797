import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { layers } from './layers.css';
import {
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  gold,
  lineHeight,
  radius,
  space,
  zIndex,
} from './tokens';
import { nulls, themeValues } from './themeValues';

/** The theme contract: colours, gradients and shadows by role. Each theme fills all of it. */
const themeVars = createThemeContract(nulls(themeValues(gold)));

// The gold theme is the default on :root, so portals (dialogs, menus, toasts) inherit it.
createGlobalTheme(':root', themeVars, { ...themeValues(gold), '@layer': layers.base });

/** Scales shared by every theme, as CSS variables on :root. */
const scaleVars = createGlobalTheme(':root', {
  space,
  radius,
  fontSize,
  lineHeight,
  fontWeight,
  font: fontFamily,
  z: zIndex,
  duration,
  easing,
  '@layer': layers.base,
});

/** Every design value a style may use. */
export const vars = { ...themeVars, ...scaleVars };
export { themeVars };
