// The entry an app imports once: global styles, reset, fonts and the default (gold) theme.
// eslint-disable-next-line import/no-unassigned-import -- global styles are imported for their effect
import './global.css';
// eslint-disable-next-line import/no-unassigned-import -- registers the Lao webfont
import './fonts';

export { vars, themeVars } from './contract.css';
export { themes } from './themes.css';
export { layers } from './layers.css';
export { visuallyHidden } from './utilities.css';
export { component, utility } from './layer';
export { hairline, panel, type PanelOptions } from './surfaces';
export {
  barHeight,
  breakpoints,
  contentMaxWidth,
  media,
  touchTarget,
  space,
  radius,
  fontSize,
  lineHeight,
  fontWeight,
  fontFamily,
  zIndex,
  duration,
  easing,
  gold,
  jade,
  themeTokens,
} from './tokens';
export type { ThemeColors, ThemeName, ThemeTokens } from './tokens';
