import { queries, type Promotion } from '@dokkham/api';
import { localized, useLanguage, useTranslation } from '@dokkham/i18n';
import { Dialog } from '@dokkham/ui/Dialog';
import { EmptyState } from '@dokkham/ui/EmptyState';
import { Link } from '@dokkham/ui/Link';
import { PromotionCard } from '@dokkham/ui/PromotionCard';
import { Spinner } from '@dokkham/ui/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { InUsePanel, LazyClaimForm, PromotionTerms, StandingNotice, useFocusWhenEnded, usePreloadClaimForm, useStanding } from './parts';
import * as css from './promotion.css';

/**
 * Promotions (SPEC §2, §4, §5): the promotion in use on top with its progress, cancel and recheck;
 * then every promotion as a card with its terms and withdraw rules. Claim opens the provider
 * choice; a blocked player sees why and no claim, a player on a break or self-excluded what is
 * closed until when (and no claim; a self-excluded player is sent no promotions at all: no "no
 * promotions" either), a player without a bank account the way to add one. The route loader has
 * the list, the promotion in use and the protection settings in the cache.
 */
export function PromotionListScreen() {
  const { t } = useTranslation(['promotion', 'common']);
  const { language } = useLanguage();
  const list = useQuery(queries.promotions());
  const current = useQuery(queries.currentPromotion());
  const standing = useStanding();
  usePreloadClaimForm(standing === 'ok');
  // The dialog stays mounted while it closes, so focus goes back to the Claim button.
  const [claim, setClaim] = useState<{ promotion: Promotion; open: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const usage = current.data?.usage ?? null;
  const inUse = usage && current.data?.promotion ? { usage, promotion: current.data.promotion } : null;
  // The standing decides the claim buttons: nothing is shown before it is known (the route loader has it).
  const loading = list.isPending || current.isPending || standing === 'loading';
  useFocusWhenEnded(usage?.usageId, heading);
  const promotions = list.data?.promotions ?? [];
  // Restricted with nothing sent (self-excluded): the notice says it all, not "no promotions".
  const listShown = promotions.length > 0 || standing !== 'restricted';

  return (
    <section className={css.screen} aria-busy={loading || undefined} aria-labelledby="promotion-title">
      <h1 id="promotion-title" ref={heading} tabIndex={-1} className={css.title}>
        {t('title')}
      </h1>
      <p className={css.intro}>
        {t('oneAtATime')} <Link href="/player/promotion/history">{t('historyLink')}</Link>
      </p>
      <StandingNotice standing={standing} />
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <>
          {inUse && <InUsePanel usage={inUse.usage} promotion={inUse.promotion} />}
          {listShown && <h2 className={css.subtitle}>{t('all')}</h2>}
          {promotions.length ? (
            <ul className={css.list}>
              {promotions.map((promotion) => (
                <li key={promotion.id} className={css.item}>
                  <PromotionCard
                    promotion={{ ...promotion, providers: promotion.providers.map((p) => t(`common:provider.${p}`)) }}
                    inUse={inUse?.promotion.id === promotion.id}
                    detailsHref={`/player/promotion/${promotion.id}`}
                    {...(standing === 'ok' && promotion.isActive ? { onClaim: () => setClaim({ promotion, open: true }) } : {})}
                  >
                    <PromotionTerms promotion={promotion} />
                  </PromotionCard>
                </li>
              ))}
            </ul>
          ) : listShown ? (
            <EmptyState title={t('list.empty')} />
          ) : null}
        </>
      )}
      {claim && (
        <Dialog
          open={claim.open}
          onOpenChange={(open) => setClaim({ ...claim, open })}
          title={localized(claim.promotion.title, language)}
          description={t('chooseProvider')}
          hideDescription
        >
          <LazyClaimForm key={claim.promotion.id} promotion={claim.promotion} />
        </Dialog>
      )}
    </section>
  );
}
