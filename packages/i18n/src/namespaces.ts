/** Every namespace, one JSON file per language under locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'nav',
  'home',
  'player',
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
  'protection',
  'receipt',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The default namespace of `t` when a key has no `ns:` prefix. */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * Lao namespaces inside the entry bundle: what the app's first render paints with (the navbar's
 * placeholder, the landing, the boot and error screens). The rest of Lao ships as lazy chunks
 * (`nav` with the frame's interactive parts, which load it with their code); th, cn and vn are
 * fetched from /locales. See README.
 */
export const BUNDLED_NAMESPACES = ['common', 'home', 'ui'] as const satisfies readonly Namespace[];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}
