/**
 * Every language in memory, for node tests (vitest) of any package:
 *   import { initTestI18n } from '@dokkham/i18n/testing';
 *   await initTestI18n('th');
 * Not for the app: it bundles all four languages.
 */
import type { ResourceLanguage } from 'i18next';
import { initI18n, i18n, setLanguage } from './instance';
import { LANGUAGES, type Language } from './languages';
import { NAMESPACES } from './namespaces';

const files = import.meta.glob<ResourceLanguage[string]>('../locales/*/*.json', { eager: true, import: 'default' });

/** resources[lng][ns], read from locales/ at build time. */
export const resources: Record<Language, ResourceLanguage> = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../locales/${lng}/${ns}.json`] ?? {}])),
  ]),
) as Record<Language, ResourceLanguage>;

/** Initialises `i18n` with every text in memory (no fetch) and switches to `lng`. */
export async function initTestI18n(lng: Language = 'lo') {
  await initI18n({ lng, resources });
  await i18n.loadNamespaces([...NAMESPACES]);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  return i18n;
}

export { setLanguage };
