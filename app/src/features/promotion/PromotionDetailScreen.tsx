import { queries } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Link } from '@dokkham/ui/Link';
import { PromotionCard } from '@dokkham/ui/PromotionCard';
import { Spinner } from '@dokkham/ui/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { NotFoundScreen } from '../../frame/NotFoundScreen';
import { InUsePanel, LazyClaimForm, PromotionTerms, StandingNotice, useFocusWhenEnded, useStanding } from './parts';
import * as css from './promotion.css';

/**
 * A promotion's detail (SPEC §2): the entry of the prefetched list with this id (the route
 * loader throws Not Found for an unknown id; an entry gone since shows the same screen), its terms,
 * period and withdraw rules, then what the player can do: the claim form, the promotion in use
 * with its progress, or why not (blocked, a break or self-exclusion with its end, no bank account).
 * A self-excluded player is sent no promotions: an old link shows what is closed until when, not
 * "not found".
 */
export function PromotionDetailScreen({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation(['promotion', 'common']);
  const format = useFormat();
  const detail = useQuery(queries.promotionDetail(promotionId));
  const current = useQuery(queries.currentPromotion());
  const standing = useStanding();
  const heading = useRef<HTMLHeadingElement>(null);
  const usage = current.data?.usage;
  useFocusWhenEnded(usage && usage.promotionId === promotionId ? usage.usageId : undefined, heading);

  if (detail.isPending || current.isPending || standing === 'loading') return <Spinner label={t('common:loading')} />;
  const promotion = detail.data;
  if (!promotion && standing !== 'restricted') return <NotFoundScreen />;
  const inUseHere = promotion && usage && usage.promotionId === promotion.id ? usage : null;

  return (
    <section className={css.screen} aria-labelledby="promotion-detail-title">
      <Link href="/player/promotion" variant="standalone">
        {t('detail.back')}
      </Link>
      <h1 id="promotion-detail-title" ref={heading} tabIndex={-1} className={css.title}>
        {t('detail.title')}
      </h1>
      <div className={css.detail}>
        {promotion && (
          <PromotionCard
            promotion={{ ...promotion, providers: promotion.providers.map((p) => t(`common:provider.${p}`)) }}
            inUse={inUseHere !== null}
            headingLevel={2}
          >
            <PromotionTerms promotion={promotion} threshold />
            <p className={css.intro}>{t('period', { start: format.date(promotion.startsAt), end: format.date(promotion.endsAt) })}</p>
          </PromotionCard>
        )}
        <StandingNotice standing={standing} />
        {!promotion ? null : inUseHere ? (
          <InUsePanel usage={inUseHere} promotion={promotion} />
        ) : standing === 'ok' && promotion.isActive ? (
          <section aria-labelledby="promotion-claim-title" className={css.detail}>
            <h2 id="promotion-claim-title" className={css.subtitle}>
              {t('claim')}
            </h2>
            <LazyClaimForm promotion={promotion} />
          </section>
        ) : null}
      </div>
    </section>
  );
}
