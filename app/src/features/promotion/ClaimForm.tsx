/** The claim form of a promotion: its own chunk (react-hook-form and the form hook), see parts.tsx LazyClaimForm. */
import {
  isApiError,
  queries,
  useUsePromotion,
  type CurrentPromotionResponse,
  type Promotion,
  type Provider,
  type UsePromotionRequest,
} from '@dokkham/api';
import { localized, useLanguage, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { toast } from '@dokkham/ui/Toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { FormRefusal, useApiForm } from '../forms/useApiForm';
import * as css from './promotion.css';

/** The text a refused second claim shows: which promotion is in use, on which provider. */
function useInUseText(current: CurrentPromotionResponse | undefined): string | undefined {
  const { t } = useTranslation(['promotion', 'common']);
  const { language } = useLanguage();
  if (!current?.usage || !current.promotion) return undefined;
  return `${t('inUseNotice', {
    title: localized(current.promotion.title, language),
    provider: t(`common:provider.${current.usage.provider}`),
  })}. ${t('oneAtATime')}`;
}

/**
 * Claim: the provider among the promotion's (radios named providerId), one Idempotency-Key per
 * intent (useUsePromotion), then 'promotion claimed' and the deposit form with that provider,
 * where the promotion's set amount is filled and locked.
 */
export function ClaimForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(['promotion', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useQuery(queries.currentPromotion());
  const inUseText = useInUseText(current.data);
  const form = useApiForm({
    schema: 'usePromotion',
    defaultValues: { promotionId: promotion.id, providerId: promotion.providers[0] ?? 'alphabet' } as UsePromotionRequest,
    mutation: useUsePromotion(),
    toRequest: (values: UsePromotionRequest) => {
      // One promotion at a time: known already, so nothing is sent.
      if (current.data?.usage) throw new FormRefusal('PROMOTION_USAGE');
      return values;
    },
    ...(inUseText ? { alertTexts: { PROMOTION_USAGE: inUseText } } : {}),
    onAlert: (error) => {
      // The server knew of a promotion in use that this page did not: show it.
      if (isApiError(error) && error.code === 'PROMOTION_USAGE') void queryClient.invalidateQueries({ queryKey: queries.currentPromotion().queryKey });
    },
    onSuccess: async (_data, variables) => {
      toast({ title: t('claimed') });
      await navigate({ to: '/player/deposit', search: { provider: variables.providerId } });
    },
  });
  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      <input type="hidden" {...form.register('promotionId')} />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('chooseProvider')}</legend>
        <div className={css.providers}>
          {promotion.providers.map((provider: Provider) => (
            <label key={provider} className={css.provider}>
              <input
                type="radio"
                className={css.radio}
                value={provider}
                {...form.register('providerId')}
              />
              <span>{t(`common:provider.${provider}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending}>
        {t('claim')}
      </Button>
    </form>
  );
}
