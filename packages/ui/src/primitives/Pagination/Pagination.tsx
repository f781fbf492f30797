import { formatNumber, Trans, useTranslation } from '@dokkham/i18n';
import type { KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import * as s from './Pagination.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; defaults to "Pagination". */
  label?: string;
  /** Disables both buttons while a page loads. */
  disabled?: boolean;
  className?: string;
}

/**
 * "Page x of y" with previous and next. Bounds use aria-disabled rather than disabled so the
 * focused button keeps focus when it reaches the first or last page; Left/Right arrows page too.
 */
export function Pagination({ page, pageCount, onPageChange, label, disabled = false, className }: PaginationProps) {
  const { t } = useTranslation('history');
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const canPrev = !disabled && current > 1;
  const canNext = !disabled && current < count;
  const go = (to: number, allowed: boolean) => {
    if (allowed) onPageChange(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1, canPrev);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1, canNext);
    }
  };
  return (
    <nav aria-label={label ?? t('pagination.label')} className={cx(s.nav, className)}>
      <IconButton
        variant="secondary"
        icon={<ChevronLeftIcon />}
        label={t('pagination.previous')}
        aria-disabled={!canPrev || undefined}
        onClick={() => go(current - 1, canPrev)}
        onKeyDown={onKeyDown}
      />
      <p className={s.status} aria-live="polite" aria-atomic="true">
        <Trans
          t={t}
          i18nKey="pagination.status"
          values={{ page: formatNumber(current), count: formatNumber(count) }}
          components={{ b: <span className={s.current} /> }}
        />
      </p>
      <IconButton
        variant="secondary"
        icon={<ChevronRightIcon />}
        label={t('pagination.next')}
        aria-disabled={!canNext || undefined}
        onClick={() => go(current + 1, canNext)}
        onKeyDown={onKeyDown}
      />
    </nav>
  );
}
