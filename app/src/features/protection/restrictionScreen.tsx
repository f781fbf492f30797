/**
 * What the take-a-break and self-exclusion screens share: the server's "now" (an end shown before
 * the player commits is the agency's, not the phone's), the periods as radios with the end each
 * would have, and the restriction once it runs: its period, start and end, with the ways out that
 * stay open (withdraw, the hub).
 */
import { BREAK_PERIODS, queries, restrictionEnd, type BreakPeriod, type ExclusionPeriod, type Restriction } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Card } from '@dokkham/ui/Card';
import { Reveal } from '@dokkham/ui/Reveal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RestrictionActions, useEndsAt } from './restriction';
import * as css from './restrictionScreen.css';

/**
 * The agency's clock now: its serverTime, moved on by the time since that answer arrived. The
 * protection settings are on screen (the route loader has them) before this is asked.
 */
export function useServerNow(): () => Date {
  const { data, dataUpdatedAt } = useQuery(queries.protection());
  return () => (data ? new Date(Date.parse(data.serverTime) + Date.now() - dataUpdatedAt) : new Date());
}

const isBreakPeriod = (period: string): period is BreakPeriod => (BREAK_PERIODS as readonly string[]).includes(period);

/** A period's name ("7 days", "1 year"). */
function usePeriodLabel(): (period: BreakPeriod | ExclusionPeriod) => string {
  const { t } = useTranslation('protection');
  return (period) => (isBreakPeriod(period) ? t(`breakPeriod.${period}`) : t(`exclusionPeriod.${period}`));
}

/** The radios' options: each period with the end it would have if taken now. */
export function usePeriodOptions<P extends BreakPeriod | ExclusionPeriod>(periods: readonly P[], namespace: 'break' | 'exclusion') {
  const { t } = useTranslation('protection');
  const now = useServerNow();
  const at = useEndsAt();
  const label = usePeriodLabel();
  const endOf = (period: P) => at({ endsAt: restrictionEnd(period, now()).toISOString() });
  return {
    label,
    endOf,
    options: periods.map((period) => ({ value: period, label: label(period), detail: t(`${namespace}.until`, { endsAt: endOf(period) }) })),
  };
}

/**
 * A break or self-exclusion that runs: what it closes, how long, since and until when. `reveal`:
 * it has just replaced the form, so it comes into view with its heading focused.
 */
export function RunningRestriction({ restriction, reveal = false }: { restriction: Restriction; reveal?: boolean }) {
  const { t } = useTranslation('protection');
  const at = useEndsAt();
  const key = restriction.kind === 'BREAK' ? 'break' : 'exclusion';
  const period = usePeriodLabel()(restriction.period);
  // Whether it replaced the form is decided on mount: a later re-render does not move the focus again.
  const [revealed] = useState(reveal);
  const card = (
    <Card title={t(`${key}.running.title`)} headingLevel={2} accent elevation="raised" as="section">
      <div className={css.running} data-testid="running-restriction">
        <dl className={css.when}>
          <dt className={css.term}>{t(`${key}.running.period`)}</dt>
          <dd className={css.value}>{period}</dd>
          <dt className={css.term}>{t(`${key}.running.started`)}</dt>
          <dd className={css.value}>{at({ endsAt: restriction.startedAt })}</dd>
          <dt className={css.term}>{t(`${key}.running.ends`)}</dt>
          <dd className={css.value}>{at(restriction)}</dd>
        </dl>
        <p className={css.intro}>{t(`${key}.running.text`)}</p>
        <RestrictionActions className={css.actions} />
      </div>
    </Card>
  );
  return revealed ? <Reveal>{card}</Reveal> : card;
}
