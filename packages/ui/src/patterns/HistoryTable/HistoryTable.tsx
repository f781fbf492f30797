import { useFormat, useTranslation, type Formatters } from '@dokkham/i18n';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { AlertIcon, HistoryIcon, RefreshIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Pagination } from '../../primitives/Pagination/Pagination';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import type { StatusKind } from '../StatusBadge/tone';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './HistoryTable.css';

type Currency = Parameters<Formatters['money']>[1];
type CellValue = string | number | null | undefined;

/**
 * How a column shows its value:
 * - text: as is; code: monospace (order codes);
 * - date: DD/MM/YYYY HH:mm:ss in Lao time, N/A for the backend's "never" (0001-01-01);
 * - money: Lao number format with the currency's decimals and code;
 * - status: a StatusBadge.
 */
export type HistoryColumnKind = 'text' | 'code' | 'date' | 'money' | 'status';

export interface HistoryColumn<Row> {
  id: string;
  /** Translated header, also the label on phone cards. */
  header: ReactNode;
  kind?: HistoryColumnKind;
  /** The raw value (a decimal string for money, an ISO date for dates, the status code...). */
  value?: (row: Row) => CellValue;
  /** Custom cell content; overrides `kind` formatting. */
  render?: (row: Row) => ReactNode;
  /** money: the currency (LAK amounts, THB credit). */
  currency?: Currency;
  /** status: order (deposits, withdrawals) or usage (promotions). */
  statusKind?: StatusKind;
}

export interface HistoryTableProps<Row> {
  /** Names the table (caption) and the phone list. */
  caption: string;
  /** Show the caption as a heading above the rows (otherwise only screen readers read it). */
  showCaption?: boolean;
  columns: readonly HistoryColumn<Row>[];
  /** The page's rows; undefined before the first load. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Loading: skeleton rows before the first load, dimmed rows while another page loads. */
  loading?: boolean;
  /** A translated error message; with `onRetry`, a Retry button. Shown instead of the rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** 1-based current page and page count; the pager shows when there is more than one page. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** Number of records over all pages ("63 records"). */
  total?: number;
  /** Empty state texts; history:empty.* by default. */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Skeleton rows on first load. */
  skeletonRows?: number;
  /**
   * Where a row leads (its receipt): the code becomes a link whose hit area covers the whole row
   * or card, so a row is one tab stop and reads as its code.
   */
  rowHref?: (row: Row) => string;
  className?: string;
}

/**
 * A paged history (deposits, withdrawals, promotion usages): a real table from 769 px, a list of
 * cards on phones and tablets (the other layout is display:none, so screen readers meet one).
 * The first code column titles each card and the first status column sits in its corner.
 */
export function HistoryTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  total,
  emptyTitle,
  emptyDescription,
  emptyAction,
  skeletonRows = 5,
  rowHref,
  className,
}: HistoryTableProps<Row>) {
  const { t } = useTranslation(['history', 'ui', 'common']);
  const format = useFormat();

  const cell = (column: HistoryColumn<Row>, row: Row): ReactNode => {
    if (column.render) return column.render(row);
    const value = column.value?.(row);
    switch (column.kind) {
      case 'date':
        // May break between the date and the time when the table is short of room; never inside
        // either (line breaking keeps a run of digits with / and : whole).
        return format.date(value);
      case 'money':
        return <span className={s.nowrap}>{format.money(value, column.currency ?? 'THB')}</span>;
      case 'status':
        return value === null || value === undefined ? format.na : <StatusBadge status={String(value)} kind={column.statusKind} />;
      case 'code':
        return <span className={s.code}>{value ?? format.na}</span>;
      default:
        return value === null || value === undefined || value === '' ? format.na : value;
    }
  };
  const numeric = (column: HistoryColumn<Row>) => column.kind === 'money';

  const titleColumn = columns.find((c) => c.kind === 'code') ?? columns[0];
  const statusColumn = columns.find((c) => c.kind === 'status');
  const cardColumns = columns.filter((c) => c !== titleColumn && c !== statusColumn);

  /** The title column's cell, as the row's link when rows lead somewhere. */
  const titleCell = (column: HistoryColumn<Row>, row: Row): ReactNode =>
    rowHref && column === titleColumn ? (
      <Link href={rowHref(row)} variant="plain" className={s.rowLink}>
        {cell(column, row)}
      </Link>
    ) : (
      cell(column, row)
    );

  const firstLoad = rows === undefined && loading;
  const body = (() => {
    if (error && !rows?.length) {
      return (
        <div className={s.message} role="alert">
          <span className={s.errorIcon} aria-hidden="true">
            <AlertIcon />
          </span>
          <p>{error}</p>
          {onRetry ? (
            <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
              {t('common:action.retry')}
            </Button>
          ) : null}
        </div>
      );
    }
    if (firstLoad) {
      return (
        <div aria-busy="true">
          <output className={visuallyHidden}>{t('ui:loading')}</output>
          <div className={s.skeletonList} aria-hidden="true">
            {Array.from({ length: skeletonRows }, (_, i) => (
              <div key={i} className={s.skeletonRow}>
                <Skeleton variant="text" className={s.skeletonTitle} />
                <Skeleton variant="text" className={s.skeletonLine} />
                <Skeleton variant="text" className={s.skeletonShort} />
              </div>
            ))}
          </div>
        </div>
      );
    }
    if (!rows || rows.length === 0) {
      return (
        <EmptyState
          icon={<HistoryIcon />}
          title={emptyTitle ?? t('empty.title')}
          description={emptyDescription ?? t('empty.text')}
          action={emptyAction}
          // Under the caption's h2 when shown, else under the page's h1.
          headingLevel={showCaption ? 3 : 2}
        />
      );
    }
    return (
      <div className={s.results} aria-busy={loading || undefined}>
        {loading ? (
          <>
            {/* Another page is loading: a running bar on top, the rows stay readable. */}
            <span className={s.progress} aria-hidden="true" />
            <output className={visuallyHidden}>{t('ui:loading')}</output>
          </>
        ) : null}
        {/* Scrolls sideways on narrow desktops; browsers make such scrollers keyboard-focusable. */}
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className={visuallyHidden}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.id} scope="col" className={cx(s.th, numeric(column) && s.end)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className={cx(s.tr, rowHref && s.linkedRow)}>
                  {columns.map((column) => (
                    <td key={column.id} className={cx(s.td, numeric(column) && s.end)}>
                      {titleCell(column, row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul aria-label={caption} className={s.cards}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={cx(s.card, rowHref && s.linkedRow)}>
              <div className={s.cardHeader}>
                {titleColumn ? (
                  <p className={s.cardTitle}>
                    <span className={visuallyHidden}>{titleColumn.header}: </span>
                    {titleCell(titleColumn, row)}
                  </p>
                ) : null}
                {statusColumn ? cell(statusColumn, row) : null}
              </div>
              <dl className={s.fields}>
                {cardColumns.map((column) => (
                  <div key={column.id} className={s.field}>
                    <dt className={s.label}>{column.header}</dt>
                    <dd className={cx(s.value, numeric(column) && s.amount)}>{cell(column, row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  })();

  return (
    <div className={cx(s.root, className)}>
      {showCaption || total !== undefined ? (
        <div className={s.header}>
          {showCaption ? <h2 className={s.heading}>{caption}</h2> : null}
          {total !== undefined ? (
            <p className={s.total}>{t('records', { count: total })}</p>
          ) : null}
        </div>
      ) : null}
      {body}
      {onPageChange && pageCount > 1 && !(error && !rows?.length) ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} disabled={loading} className={s.pager} />
      ) : null}
    </div>
  );
}
