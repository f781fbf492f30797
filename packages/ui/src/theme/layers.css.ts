import { globalLayer } from '@vanilla-extract/css';

/**
 * Cascade layers, declared once and in this order: reset < base < components < utilities.
 * Anything unlayered (an app's own overrides) beats all of them.
 */
export const layers = {
  reset: globalLayer('reset'),
  base: globalLayer('base'),
  components: globalLayer('components'),
  utilities: globalLayer('utilities'),
};
