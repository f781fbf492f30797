import { createTheme, globalStyle } from '@vanilla-extract/css';
import { themeVars, vars } from './contract.css';
import { layers } from './layers.css';
import { themeTokens, type ThemeName } from './tokens';
import { themeValues } from './themeValues';

function themeClass(name: ThemeName): string {
  const tokens = themeTokens[name];
  const className = createTheme(themeVars, { ...themeValues(tokens), '@layer': layers.base }, name);
  // A themed subtree paints its own background and text so it also works nested in another theme.
  globalStyle(className, {
    '@layer': {
      [layers.base]: { colorScheme: tokens.scheme, color: vars.color.text, backgroundColor: vars.color.background },
    },
  });
  return className;
}

/**
 * Theme class names. Gold is also the default on :root; put a class on <html> to switch the
 * whole app (portals included), or on any element to theme a subtree.
 */
export const themes: Record<ThemeName, string> = {
  gold: themeClass('gold'),
  jade: themeClass('jade'),
};
