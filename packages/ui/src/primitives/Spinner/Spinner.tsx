import { useTranslation } from '@dokkham/i18n';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, for screen readers. Defaults to "Loading". */
  label?: string;
  /**
   * No status role and no label: for spinners inside something that already announces its busy
   * state (a Button with `loading` sets aria-busy).
   */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator in the accent colour (or the current text colour). */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const graphic = (
    <svg viewBox="0 0 24 24" className={cx(s.svg, s.size[size])} data-essential-motion="" aria-hidden="true" focusable="false">
      <circle className={s.track} cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return <span className={cx(s.root, s.inherit, className)}>{graphic}</span>;
  return (
    // <output> has the implicit role "status": announced politely.
    <output className={cx(s.root, className)}>
      {graphic}
      <span className={visuallyHidden}>{label ?? t('loading')}</span>
    </output>
  );
}
