import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLocalesBackend } from './backend';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, languageTag, type Language } from './languages';
import { BUNDLED_NAMESPACES, DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';
import { BUNDLED_LO } from './resources';

/** The one i18next instance of the app and of Storybook. */
export const i18n: I18n = createInstance();

export interface InitI18nOptions {
  /** Start in this language instead of the stored one (Storybook, tests). Not persisted. */
  lng?: Language;
  /**
   * Resources to hold in memory, e.g. every language in node tests (`@dokkham/i18n/testing`).
   * Anything missing is still loaded as usual.
   */
  resources?: Partial<Record<Language, ResourceLanguage>>;
  /** Overrides /locales/{{lng}}/{{ns}}.json. */
  loadPath?: string;
  /** Injected fetch for the on-demand languages. */
  fetch?: typeof fetch;
  /** i18next's debug log in the console. */
  debug?: boolean;
}

let ready: Promise<I18n> | undefined;

/**
 * Initialises `i18n` once: later calls return the first call's promise, whatever their options.
 * Starts in the stored language (else Lao), resolves when its first-paint namespaces are loaded.
 * Lao's first-paint namespaces are in memory, so for a Lao page i18next is ready when this returns
 * (it loads synchronously when given resources): the first render never suspends.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (ready) return ready;
  const lng = options.lng ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
  const resources: Resource = { ...options.resources, lo: { ...BUNDLED_LO, ...options.resources?.lo } };
  const backend = createLocalesBackend({
    ...(options.loadPath !== undefined && { loadPath: options.loadPath }),
    ...(options.fetch !== undefined && { fetch: options.fetch }),
  });
  const init = i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // 'cn' and 'vn' are our codes, not locales with regions: never look for 'cn-XX'.
      load: 'currentOnly',
      ns: [...BUNDLED_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: false,
      resources,
      // Lao ships partly in code (the rest through the backend); th, cn, vn through the backend.
      partialBundledLanguages: true,
      // An empty text falls back to Lao, then shows the key, as a missing one does.
      returnEmptyString: false,
      // React escapes; i18next must not escape twice.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      // A phone on a bad network: two quick retries (0.4 s, 0.8 s), then the caller hears of it.
      maxRetries: 2,
      retryTimeout: 400,
      debug: options.debug ?? false,
    });
  applyDocumentLanguage(lng);
  i18n.on('languageChanged', (l: string) => {
    if (isLanguage(l)) applyDocumentLanguage(l);
  });
  followOtherTabs();
  ready = init.then(() => i18n);
  return ready;
}

/**
 * Switches the language at once (no reload) once its texts are loaded, stores the choice and sets
 * <html lang>. Rejects, leaving the language as it was, when the texts cannot be loaded (offline):
 * the error reads as NETWORK_ERROR to useErrorMessage.
 */
export async function setLanguage(lng: Language): Promise<void> {
  if (!isLanguage(lng)) throw new RangeError(`Unknown language: ${String(lng)}`);
  if (!ready) await initI18n({ lng });
  await ready;
  await ensureLoaded(lng, i18n.options.ns);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  writeStoredLanguage(lng);
}

/** The language showing now (a spec code, never a BCP 47 tag). */
export function currentLanguage(): Language {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(l) ? l : DEFAULT_LANGUAGE;
}

/**
 * Loads every namespace of `lng` (and of the Lao fallback). Storybook awaits it before rendering
 * so that screenshots never catch a loading state. Rejects when a namespace could not be loaded.
 */
export async function loadLanguage(lng: Language): Promise<void> {
  await initI18n();
  // Adds them to the namespaces every later language switch loads.
  await i18n.loadNamespaces([...NAMESPACES]);
  await ensureLoaded(DEFAULT_LANGUAGE, NAMESPACES);
  await ensureLoaded(lng, NAMESPACES);
}

/** Loads namespaces for the current language, e.g. in a route loader before a screen renders. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces([...namespaces]);
}

/** What a failed load rejects with: read as a network failure by describeError. */
export class TranslationsUnavailableError extends Error {
  override readonly name = 'TranslationsUnavailableError';
  readonly code = 'NETWORK_ERROR';
  readonly status = 0;
}

/** Loads what `lng` lacks of `namespaces` (again, if an earlier try failed); rejects if still missing. */
async function ensureLoaded(lng: Language, namespaces: string | readonly string[] | undefined): Promise<void> {
  const wanted = typeof namespaces === 'string' ? [namespaces] : [...(namespaces ?? [])];
  const missing = () => wanted.filter((ns) => !i18n.hasResourceBundle(lng, ns));
  if (missing().length > 0) await i18n.reloadResources([lng], missing());
  const still = missing();
  if (still.length > 0) throw new TranslationsUnavailableError(`Translations not loaded: ${still.map((ns) => `${lng}/${ns}`).join(', ')}`);
}

function readStoredLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    // Storage may be blocked (privacy modes): the default language then.
    return undefined;
  }
}

function writeStoredLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not stored; the switch still applies to this page.
  }
}

function applyDocumentLanguage(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(lng);
}

/** A language chosen in another tab applies here too. */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue) && event.newValue !== i18n.language) {
      void i18n.changeLanguage(event.newValue);
    }
  });
}
