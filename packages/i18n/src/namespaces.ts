/** Every namespace, one JSON file per language under locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'nav',
  'home',
  'ui',
  'status',
  'errors',
  'validation',
  'auth',
  'deposit',
  'withdraw',
  'bank',
  'promotion',
  'game',
  'history',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The default namespace of `t` when a key has no `ns:` prefix. */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * Lao namespaces inside the entry bundle: what the frame and the landing page paint with. The
 * rest of Lao ships as lazy chunks; th, cn and vn are fetched from /locales. See README.
 */
export const BUNDLED_NAMESPACES = ['common', 'nav', 'home', 'ui'] as const satisfies readonly Namespace[];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}
