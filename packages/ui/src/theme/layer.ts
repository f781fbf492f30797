import type { StyleRule } from '@vanilla-extract/css';
import { layers } from './layers.css';

type LayerlessRule = Omit<StyleRule, '@layer'>;

/** Puts a component style rule into the `components` layer. */
export function component(rule: LayerlessRule): StyleRule {
  return { '@layer': { [layers.components]: rule } };
}

/** Puts a utility style rule into the `utilities` layer. */
export function utility(rule: LayerlessRule): StyleRule {
  return { '@layer': { [layers.utilities]: rule } };
}
