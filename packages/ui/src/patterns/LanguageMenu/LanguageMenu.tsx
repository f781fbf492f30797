import { LANGUAGES, isLanguage, languageTag, nativeLanguageName, useTranslation, type Language } from '@dokkham/i18n';
import { Button } from '../../primitives/Button/Button';
import { DropdownMenu } from '../../primitives/DropdownMenu/DropdownMenu';
import { ChevronDownIcon, GlobeIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import * as s from './LanguageMenu.css';

export interface LanguageMenuProps {
  /** The current language: marked with a check in the menu. */
  value: Language;
  /** The player chose another language. */
  onChange: (language: Language) => void;
  /** The languages offered, in order; all four by default. */
  languages?: readonly Language[];
  /** Icon only below wide screens (up to 1023 px); the native name shows on wider screens. */
  compact?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * The language switch: each language in its own name and script (ລາວ, ไทย, 中文, Tiếng Việt) with
 * its lang attribute, so screen readers pronounce it right. The current one is checked.
 */
export function LanguageMenu({ value, onChange, languages = LANGUAGES, compact = false, align = 'end', className }: LanguageMenuProps) {
  const { t } = useTranslation('nav');
  const current = nativeLanguageName(value);
  return (
    <DropdownMenu
      align={align}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          icon={<GlobeIcon />}
          iconEnd={<ChevronDownIcon />}
          // Names the button also when the visible name is hidden; contains that name.
          aria-label={t('language.current', { language: current })}
          className={cx(compact && s.compact, className)}
        >
          <span lang={languageTag(value)}>{current}</span>
        </Button>
      }
      items={[
        {
          type: 'radio',
          id: 'language',
          value,
          onValueChange: (next) => {
            if (isLanguage(next) && next !== value) onChange(next);
          },
          options: languages.map((lng) => ({ value: lng, label: nativeLanguageName(lng), lang: languageTag(lng) })),
        },
      ]}
    />
  );
}
