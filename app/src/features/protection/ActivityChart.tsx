import type { ActivityStatementResponse } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { EmptyState } from '@dokkham/ui/EmptyState';
import { HistoryIcon } from '@dokkham/ui/icons';
import { visuallyHidden } from '@dokkham/ui/theme';
import { useId, useState } from 'react';
import * as css from './ActivityScreen.css';
import { barHeight, chartScale, monthOf } from './activityChart';

export type StatementMonth = ActivityStatementResponse['months'][number];

/** A statement month's name: 'long' ("March 2025") for screen readers and captions, 'short' under the bars. */
export function useMonthName(): (month: string, length: 'long' | 'short') => string {
  const { t } = useTranslation('protection');
  return (value, length) => {
    const { year, month } = monthOf(value);
    if (length === 'short') return t(`activity.monthShort.${month}`);
    return t('activity.monthYear', { month: t(`activity.month.${month}`), year });
  };
}

/** Deposited, withdrawn and net as a definition list. */
export function FlowList({ flow, className = css.flows }: { flow: Pick<StatementMonth, 'deposited' | 'withdrawn' | 'net'>; className?: string }) {
  const { t } = useTranslation('protection');
  const format = useFormat();
  return (
    <dl className={className}>
      {(['deposited', 'withdrawn', 'net'] as const).map((key) => (
        <div key={key} className={css.flow}>
          <dt className={css.flowLabel}>{t(`activity.flow.${key}`)}</dt>
          <dd className={css.amount}>{format.money(flow[key], 'LAK')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Deposits and withdrawals per month, side by side, oldest on the left: SVG bars over round axis
 * lines, drawn here (no chart library). Each month is a radio (Tab into the group, arrows move, a
 * tap picks one) and the caption under the chart reads the chosen month's figures; the same
 * figures are in the table below for screen readers. Nothing to draw: an empty state instead.
 */
export function ActivityChart({ months }: { months: readonly StatementMonth[] }) {
  const { t } = useTranslation('protection');
  const format = useFormat();
  const monthName = useMonthName();
  const group = useId();
  const [picked, setPicked] = useState(months.length - 1);
  const scale = chartScale(Math.max(0, ...months.flatMap((m) => [Number(m.deposited), Number(m.withdrawn)])));

  if (!scale) {
    return (
      <EmptyState icon={<HistoryIcon />} title={t('activity.chart.empty.title')} description={t('activity.chart.empty.text')} headingLevel={3} />
    );
  }
  const selected = months[picked] ?? months[months.length - 1]!;
  const at = (tick: number) => `${(tick * scale.unit * 100) / scale.top}%`;

  return (
    <div className={css.chart}>
      <ul className={css.legend}>
        <li className={css.legendItem}>
          <span className={css.swatchDeposit} aria-hidden="true" />
          {t('activity.flow.deposited')}
        </li>
        <li className={css.legendItem}>
          <span className={css.swatchWithdraw} aria-hidden="true" />
          {t('activity.flow.withdrawn')}
        </li>
        <li className={css.unit}>{t(scale.unit === 1_000_000 ? 'activity.chart.unitMillions' : 'activity.chart.unitThousands')}</li>
      </ul>
      <div className={css.plot}>
        <div className={css.axis} aria-hidden="true">
          {scale.ticks.map((tick) => (
            <span key={tick} className={css.tick} style={{ bottom: at(tick) }}>
              {format.number(tick)}
            </span>
          ))}
        </div>
        <div className={css.area}>
          <div className={css.grid} aria-hidden="true">
            {scale.ticks.map((tick) => (
              <span key={tick} className={css.gridLine} style={{ bottom: at(tick) }} />
            ))}
          </div>
          <fieldset className={css.months}>
            <legend className={visuallyHidden}>{t('activity.chart.months')}</legend>
            {months.map((m, i) => {
              const { month, year } = monthOf(m.month);
              const deposit = barHeight(Number(m.deposited), scale.top);
              const withdraw = barHeight(Number(m.withdrawn), scale.top);
              return (
                <label key={m.month} className={css.month}>
                  <input
                    type="radio"
                    name={group}
                    value={m.month}
                    checked={i === picked}
                    onChange={() => setPicked(i)}
                    aria-label={monthName(m.month, 'long')}
                    className={visuallyHidden}
                  />
                  <svg className={css.bars} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect className={css.barDeposit} x="10" width="38" y={100 - deposit} height={deposit} />
                    <rect className={css.barWithdraw} x="52" width="38" y={100 - withdraw} height={withdraw} />
                  </svg>
                  {/* Abbreviations do not fit twelve to a phone's or a tablet's width: the month's number there. */}
                  <span className={css.monthLabel} aria-hidden="true">
                    <span className={css.wideOnly}>{monthName(m.month, 'short')}</span>
                    <span className={css.phoneOnly}>{month}</span>
                  </span>
                  <span className={css.year} aria-hidden="true">
                    {i === 0 || month === 1 ? year : ''}
                  </span>
                </label>
              );
            })}
          </fieldset>
        </div>
      </div>
      {/* A live region: the chosen month's figures are read after its name. */}
      <output className={css.caption} data-testid="month-figures">
        <span className={css.captionTitle}>{monthName(selected.month, 'long')}</span>
        <FlowList flow={selected} className={css.inlineFlows} />
      </output>
    </div>
  );
}
