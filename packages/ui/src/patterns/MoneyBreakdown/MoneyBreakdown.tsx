import { Fragment, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as s from './MoneyBreakdown.css';

export interface MoneyBreakdownRow {
  term: ReactNode;
  /** Formatted already (the app's formatters): the pattern does no arithmetic. */
  value: ReactNode;
}

export interface MoneyBreakdownProps {
  /** A first row across both columns ("Credit preview"). */
  title?: ReactNode;
  rows: readonly MoneyBreakdownRow[];
  /** The last amount, emphasized (what the player gets). */
  total?: MoneyBreakdownRow;
  /** A line after the total with no value of its own (the exchange rate used). */
  note?: ReactNode;
  /** Read out as the values change while the player types (aria-live polite). */
  live?: boolean;
  'aria-label'?: string;
}

/**
 * How an amount breaks down before a money action (a deposit's credit, a withdrawal's deductions):
 * a `dl` of terms and values, values at the end in tabular figures, the total emphasized. A title
 * or a note is a term whose (empty, hidden) value keeps the list's dt/dd pairs whole.
 */
export function MoneyBreakdown({ title, rows, total, note, live = false, 'aria-label': label }: MoneyBreakdownProps) {
  const has = (node: ReactNode) => node !== undefined && node !== null && node !== false;
  return (
    <dl className={s.list} aria-live={live ? 'polite' : undefined} aria-label={label}>
      {has(title) ? (
        <>
          <dt className={s.title}>{title}</dt>
          <dd hidden />
        </>
      ) : null}
      {rows.map((row, index) => (
        <Fragment key={index}>
          <dt className={s.term}>{row.term}</dt>
          <dd className={s.value}>{row.value}</dd>
        </Fragment>
      ))}
      {total ? (
        <>
          <dt className={s.term}>{total.term}</dt>
          <dd className={cx(s.value, s.total)}>{total.value}</dd>
        </>
      ) : null}
      {has(note) ? (
        <>
          <dt className={s.term}>{note}</dt>
          <dd hidden />
        </>
      ) : null}
    </dl>
  );
}
