import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@dokkham/i18n';

/**
 * What the build's inline scripts (headScript.ts, routePreloadScript.ts) share: a JavaScript
 * expression, true when `storage` (an expression naming a Storage) holds a language other than
 * the default one, as the app reads it (an unknown value is the default). It may throw (storage
 * blocked): the scripts catch that and take the default, as the app does.
 */
export function otherLanguageStored(storage: string): string {
  const others = LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE);
  return `${JSON.stringify(others)}.indexOf(${storage}.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}))>=0`;
}
