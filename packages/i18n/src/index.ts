// react-i18next's own: the call sites use them as they are (README, "Why a thin layer").
export { useTranslation, Trans, type TransProps, type UseTranslationResponse } from 'react-i18next';
export type { TFunction } from 'i18next';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  isLanguage,
  languageTag,
  nativeLanguageName,
  type Language,
} from './languages';
export { BUNDLED_NAMESPACES, DEFAULT_NAMESPACE, NAMESPACES, isNamespace, type Namespace } from './namespaces';
export {
  currentLanguage,
  i18n,
  initI18n,
  loadLanguage,
  loadNamespaces,
  setLanguage,
  TranslationsUnavailableError,
  type InitI18nOptions,
} from './instance';
export { I18nProvider, useLanguage, type I18nProviderProps, type UseLanguage } from './react';
export {
  NUMBER_SYMBOLS,
  TIME_ZONE,
  formatCredit,
  formatDate,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  isNeverDate,
  localized,
  useFormat,
  type DateFormatOptions,
  type DateInput,
  type Formatters,
  type MoneyFormatOptions,
  type NumberFormatOptions,
  type NumberInput,
} from './format';
export { parseNumberInput } from './amountInput';
export {
  GENERIC_ERROR_KEY,
  NETWORK_ERROR_KEY,
  describeError,
  errorMessage,
  errorMessageKey,
  isMessageCode,
  useErrorMessage,
  type ApiErrorLike,
  type ErrorDescription,
  type MessageCode,
} from './errors';
export { isFetchFailure } from './fetchFailure';
export { VALIDATION_VALUES, useValidationMessage, validationKey, validationMessage } from './validation';
