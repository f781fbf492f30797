/**
 * A break or self-exclusion, as every screen it closes shows it: deposits, promotion claims and
 * games say so with its end instead of a form that would fail (the agency refuses them anyway:
 * PLAYER_ON_BREAK, PLAYER_SELF_EXCLUDED). Withdrawals, balances and histories stay open.
 */
import { queries, type Restriction } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { LinkButton } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { useQuery } from '@tanstack/react-query';
import * as css from './protection.css';

/**
 * The restriction running now: null without one, undefined while the settings load. One that the
 * agency says has ended is gone from its answer; one that ends while the page is open is over by
 * the next answer (the settings are refetched on every mount).
 */
export function useRestriction(): Restriction | null | undefined {
  const { data } = useQuery(queries.protection());
  return data ? data.restriction : undefined;
}

/** When a restriction ends, as the player reads it (date and time in Vientiane, no seconds). */
export function useEndsAt(): (restriction: Pick<Restriction, 'endsAt'>) => string {
  const format = useFormat();
  return (restriction) => format.date(restriction.endsAt).slice(0, -3);
}

/** What is closed and until when, with the way to what stays open (withdraw) and to the settings. */
export function RestrictionNotice({ restriction, headingLevel = 2 }: { restriction: Restriction; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('protection');
  const endsAt = useEndsAt();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card accent elevation="raised">
      <div className={css.notice} data-testid="restriction-notice">
        <Heading className={css.noticeTitle}>{t(`restricted.${restriction.kind}.title`)}</Heading>
        <p>{t(`restricted.${restriction.kind}.text`, { endsAt: endsAt(restriction) })}</p>
        <RestrictionActions className={css.noticeActions} />
      </div>
    </Card>
  );
}

/** What stays open during a restriction (withdraw) and the way to the settings. */
export function RestrictionActions({ className }: { className: string }) {
  const { t } = useTranslation('protection');
  return (
    <div className={className}>
      <LinkButton href="/player/withdraw" variant="secondary">
        {t('restricted.withdraw')}
      </LinkButton>
      <Link href="/player/responsible-gaming" variant="standalone">
        {t('restricted.more')}
      </Link>
    </div>
  );
}
