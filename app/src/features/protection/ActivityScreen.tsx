import { queries } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Card } from '@dokkham/ui/Card';
import { HistoryTable, type HistoryColumn } from '@dokkham/ui/HistoryTable';
import { Skeleton } from '@dokkham/ui/Skeleton';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import * as screen from '../screen.css';
import { ActivityChart, FlowList, useMonthName, type StatementMonth } from './ActivityChart';
import * as css from './ActivityScreen.css';

/**
 * The activity statement (/player/responsible-gaming/activity): what the player paid in and took
 * out since this session began, per month for the last 12 months (a chart and the same figures as
 * a table), and totals over 3, 6 and 12 months. The agency counts the figures (paid deposits,
 * withdrawals paid out: countsInStatement in the money module); the route loader has them cached.
 */
export function ActivityScreen() {
  const { t } = useTranslation('protection');
  return (
    <section className={screen.screen} aria-labelledby="activity-title">
      <h1 id="activity-title" className={screen.title}>
        {t('tools.activity')}
      </h1>
      <p className={css.intro}>{t('activity.counts')}</p>
      <Suspense fallback={<ActivitySkeleton />}>
        <Statement />
      </Suspense>
    </section>
  );
}

function ActivitySkeleton() {
  const { t } = useTranslation('ui');
  return (
    <output aria-label={t('loading')} className={css.stack}>
      <Skeleton variant="text" />
      <Skeleton />
      <Skeleton />
    </output>
  );
}

function Statement() {
  const { t } = useTranslation('protection');
  const format = useFormat();
  const monthName = useMonthName();
  const { data } = useSuspenseQuery(queries.activityStatement());
  const empty = data.months.every((m) => Number(m.deposited) === 0 && Number(m.withdrawn) === 0);
  const columns: HistoryColumn<StatementMonth>[] = [
    { id: 'month', header: t('activity.table.month'), value: (m) => monthName(m.month, 'long') },
    { id: 'deposited', header: t('activity.flow.deposited'), kind: 'money', currency: 'LAK', value: (m) => m.deposited },
    { id: 'withdrawn', header: t('activity.flow.withdrawn'), kind: 'money', currency: 'LAK', value: (m) => m.withdrawn },
    { id: 'net', header: t('activity.flow.net'), kind: 'money', currency: 'LAK', value: (m) => m.net },
  ];

  return (
    <>
      <Card as="section" title={t('activity.session.title')} accent elevation="raised">
        <div className={css.stack}>
          <p className={css.muted}>{t('activity.session.startedAt', { at: format.date(data.session.startedAt).slice(0, -3) })}</p>
          <FlowList flow={data.session} className={css.inlineFlows} />
        </div>
      </Card>
      <Card as="section" title={t('activity.chart.title')}>
        <ActivityChart months={data.months} />
      </Card>
      <Card as="section" title={t('activity.totals.title')}>
        <div className={css.totals}>
          {data.totals.map((total) => (
            <section key={total.months} className={css.total} aria-labelledby={`activity-total-${total.months}`}>
              <h3 id={`activity-total-${total.months}`} className={css.totalTitle}>
                {t('activity.totals.period', { months: total.months })}
              </h3>
              <FlowList flow={total} />
            </section>
          ))}
        </div>
      </Card>
      {/* An empty statement says so once, in the chart's place: twelve rows of zeros would add nothing. */}
      {empty ? null : (
        <HistoryTable
          caption={t('activity.table.caption')}
          showCaption
          columns={columns}
          rows={[...data.months].reverse()}
          rowKey={(m) => m.month}
        />
      )}
    </>
  );
}
