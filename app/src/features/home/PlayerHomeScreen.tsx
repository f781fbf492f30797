import { PROVIDERS, queries, type Provider } from '@dokkham/api';
import { currentLanguage, useTranslation } from '@dokkham/i18n';
import { Button, LinkButton } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { CreditCard } from '@dokkham/ui/CreditCard';
import { RefreshIcon } from '@dokkham/ui/icons';
import { Link } from '@dokkham/ui/Link';
import { StatusBadge } from '@dokkham/ui/StatusBadge';
import { useQuery } from '@tanstack/react-query';
import { useMarkUsable } from '../../lib/usable';
import { RestrictionNotice, useRestriction } from '../protection/restriction';
import * as css from './home.css';

/**
 * The player's home (/player): a running break or self-exclusion with its end, the credit of each
 * provider in THB (always refetched, one control refreshes all four, SPEC §7), quick actions, the
 * promotion in use, orders in flight, the game pages and the way to responsible gaming.
 */
export function PlayerHomeScreen() {
  const { t } = useTranslation(['player', 'nav', 'common', 'protection']);
  // The actions are usable from the first render (the route's loader has the credits and the orders).
  useMarkUsable('home');
  return (
    <section className={css.screen} aria-labelledby="home-title">
      <h1 id="home-title" className={css.title}>
        {t('player:title')}
      </h1>
      <Restriction />
      <OrdersInFlight />
      <PromotionInUse />
      <Credits />
      <section className={css.section} aria-labelledby="home-actions">
        <h2 id="home-actions" className={css.heading}>
          {t('player:actions')}
        </h2>
        <div className={css.actions}>
          <LinkButton href="/player/deposit" fullWidth>
            {t('nav:drawer.entry.deposit')}
          </LinkButton>
          <LinkButton href="/player/withdraw" variant="secondary" fullWidth>
            {t('nav:drawer.entry.withdraw')}
          </LinkButton>
          <LinkButton href="/player/bank" variant="secondary" fullWidth>
            {t('nav:drawer.entry.bank')}
          </LinkButton>
        </div>
      </section>
      <section className={css.section} aria-labelledby="home-games">
        <h2 id="home-games" className={css.heading}>
          {t('player:games')}
        </h2>
        <div className={css.actions}>
          {PROVIDERS.map((provider) => (
            <LinkButton key={provider} href={`/player/game/${provider}`} variant="secondary" fullWidth>
              {t(`common:provider.${provider}`)}
            </LinkButton>
          ))}
        </div>
      </section>
      <Card as="section" title={t('protection:title')}>
        <p className={css.protection}>{t('protection:hub.card.text')}</p>
        <Link href="/player/responsible-gaming" variant="standalone">
          {t('protection:hub.card.link')}
        </Link>
      </Card>
    </section>
  );
}

/** A break or self-exclusion: said first, with its end (deposits, claims and games are closed until then). */
function Restriction() {
  const restriction = useRestriction();
  return restriction ? <RestrictionNotice restriction={restriction} /> : null;
}

/** The four credits from one call: one control refetches them together. */
function Credits() {
  const { t } = useTranslation(['player', 'common']);
  const credits = useQuery(queries.credits());
  const amountOf = (provider: Provider) => credits.data?.credits.find((c) => c.provider === provider)?.credit.amount;
  return (
    <section className={css.section} aria-labelledby="home-credits">
      <div className={css.sectionHeader}>
        <h2 id="home-credits" className={css.heading}>
          {t('player:credits')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshIcon />}
          loading={credits.isFetching}
          onClick={() => void credits.refetch()}
        >
          {t('player:refreshAll')}
        </Button>
      </div>
      {credits.isError && !credits.isFetching ? (
        <p role="alert" className={css.error}>
          {t('player:creditsError')}
        </p>
      ) : null}
      <div className={css.credits}>
        {PROVIDERS.map((provider) => (
          <CreditCard
            key={provider}
            provider={t(`common:provider.${provider}`)}
            amount={amountOf(provider)}
            loading={credits.isFetching}
          />
        ))}
      </div>
    </section>
  );
}

function PromotionInUse() {
  const { t } = useTranslation(['player', 'common']);
  const current = useQuery(queries.currentPromotion());
  const usage = current.data?.usage;
  if (!usage) return null;
  const title = current.data?.promotion?.title[currentLanguage()] ?? usage.title[currentLanguage()];
  return (
    <Card as="section" title={t('player:promotion')} accent>
      <p>
        {title} · {t(`common:provider.${usage.provider}`)}
      </p>
      <Link href="/player/promotion">{t('player:promotionLink')}</Link>
    </Card>
  );
}

function OrdersInFlight() {
  const { t } = useTranslation(['player']);
  const deposits = useQuery(queries.openDeposits());
  const withdrawals = useQuery(queries.openWithdrawals());
  const openDeposits = deposits.data?.orders ?? [];
  const openWithdrawals = withdrawals.data?.withdrawals ?? [];
  if (openDeposits.length === 0 && openWithdrawals.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="home-orders">
      <h2 id="home-orders" className={css.heading}>
        {t('player:orders')}
      </h2>
      <ul className={css.list}>
        {openDeposits.map((order) => (
          <li key={order.code} className={css.order}>
            <span className={css.orderText}>
              {t('player:openDeposit', { code: order.code })}
              <StatusBadge status={order.status} />
            </span>
            <LinkButton href="/player/deposit" size="sm">
              {t('player:resume')}
            </LinkButton>
          </li>
        ))}
        {openWithdrawals.map((withdrawal) => (
          <li key={withdrawal.code} className={css.order}>
            <span className={css.orderText}>
              {t('player:openWithdrawal', { code: withdrawal.code })}
              <StatusBadge status={withdrawal.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
