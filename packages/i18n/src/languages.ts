import type { Language } from '@dokkham/api/schemas';
import { LANGUAGES } from '@dokkham/api/values';

export { LANGUAGES, type Language };

/** Lao is the default and the fallback of every other language (SPEC §1). */
export const DEFAULT_LANGUAGE: Language = 'lo';

/** The one localStorage key holding the player's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'dokkham.language';

/** The spec's codes (cn, vn) are not BCP 47: Intl and <html lang> need these tags. */
const TAGS: Record<Language, string> = { lo: 'lo-LA', th: 'th-TH', cn: 'zh-CN', vn: 'vi-VN' };

/** Each language's name written in itself, for the language menu. */
const NATIVE_NAMES: Record<Language, string> = { lo: 'ລາວ', th: 'ไทย', cn: '中文', vn: 'Tiếng Việt' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag of a language: lo-LA, th-TH, zh-CN, vi-VN. */
export function languageTag(lng: Language): string {
  return TAGS[lng];
}

export function nativeLanguageName(lng: Language): string {
  return NATIVE_NAMES[lng];
}
