import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n, initI18n, setLanguage } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export interface I18nProviderProps {
  children?: ReactNode;
  /** Shown while the texts a child needs are loading (a component suspends meanwhile). */
  fallback?: ReactNode;
}

/**
 * Provides `i18n` to the tree, initialising it if the app has not (idempotent), with a Suspense
 * boundary for namespaces and languages that load on demand.
 */
export function I18nProvider({ children, fallback = null }: I18nProviderProps) {
  void initI18n();
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </I18nextProvider>
  );
}

export interface UseLanguage {
  language: Language;
  setLanguage: (lng: Language) => Promise<void>;
}

/** The current language (re-renders when it changes) and the switch that loads, applies and stores it. */
export function useLanguage(): UseLanguage {
  const { i18n: instance } = useTranslation();
  const resolved = instance.resolvedLanguage ?? instance.language;
  return { language: isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE, setLanguage };
}
