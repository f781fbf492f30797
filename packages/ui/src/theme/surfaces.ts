import { vars } from './contract.css';
import type { radius } from './tokens';

/** The hairline edge of panels and the divider between stacked parts (bars, rows, headers). */
export const hairline = `1px solid ${vars.color.border}`;

export interface PanelOptions {
  /** Surface role of the fill; 'none' leaves the background to the component. */
  fill?: 'surface' | 'surfaceRaised' | 'surfaceSunken' | 'none';
  radius?: keyof typeof radius;
}

/**
 * The bordered panel (cards, menus, dialogs, rows, chips): hairline edge, rounded corners, a
 * surface fill. A style object to spread into a component's own style (`...panel()`), not a class:
 * it adds no class and no cascade step, so the component's later properties and selectors win
 * exactly as if written inline.
 */
export function panel({ fill = 'surface', radius = 'lg' }: PanelOptions = {}) {
  return {
    borderRadius: vars.radius[radius],
    border: hairline,
    ...(fill === 'none' ? {} : { backgroundColor: vars.color[fill] }),
  };
}
