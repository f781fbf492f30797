/** The claim form of a promotion: its own chunk (react-hook-form and the form hook), see parts.tsx LazyClaimForm. */
import {
  checkClaimCredit,
  creditBelowThreshold,
  queries,
  useUsePromotion,
  type CurrentPromotionResponse,
  type Promotion,
  type Provider,
  type UsePromotionRequest,
} from '@dokkham/api';
import { localized, useErrorMessage, useLanguage, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { FormRefusal, useApiForm } from '../forms/useApiForm';
import { useProviderOptions } from '../forms/useProviderOptions';

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
  const current = useQuery(queries.currentPromotion());
  const credits = useQuery(queries.credits());
  const creditOf = (provider: Provider) => credits.data?.credits.find((c) => c.provider === provider)?.credit.amount;
  const inUseText = useInUseText(current.data);
  const describe = useErrorMessage();
  /** A claim on this provider the deposit would refuse: the refusal, or null (one at a time comes first: toRequest's alert). */
  const creditRefusal = (provider: Provider): FormRefusal | null => {
    if (current.data?.usage) return null;
    const check = checkClaimCredit(creditOf(provider), promotion, provider);
    return check.ok ? null : new FormRefusal(check.code, check.params);
  };
  // The first provider a deposit under the promotion could follow on (its credit below the threshold).
  const firstUsable = promotion.providers.find((p) => creditBelowThreshold(creditOf(p), promotion)) ?? promotion.providers[0] ?? 'alphabet';
  const form = useApiForm({
    schema: 'usePromotion',
    defaultValues: { promotionId: promotion.id, providerId: firstUsable } as UsePromotionRequest,
    mutation: useUsePromotion(),
    // A claim the deposit would refuse is not made: the provider's credit must be below the
    // promotion's threshold (the money module's rule; the agency refuses it the same way).
    rule: (values: UsePromotionRequest) => creditRefusal(values.providerId),
    fieldCodes: { PROMOTION_CREDIT_TOO_HIGH: 'providerId' },
    toRequest: (values: UsePromotionRequest) => {
      // One promotion at a time: known already, so nothing is sent.
      if (current.data?.usage) throw new FormRefusal('PROMOTION_USAGE');
      return values;
    },
    // The server knew of a promotion in use that this page did not: the refusal asks the promotion
    // in use again (the money mutations do), and the text names it.
    ...(inUseText ? { alertTexts: { PROMOTION_USAGE: inUseText } } : {}),
    onSuccess: async (_data, variables) => {
      toast({ variant: 'success', title: t('claimed') });
      await navigate({ to: '/player/deposit', search: { provider: variables.providerId } });
    },
  });
  // Said before the claim is made: the chosen provider's credit is too high for a deposit under it.
  // Credits refreshed after the dialog opened (or not in yet) move the default with them, until the
  // player picks a provider: the one chosen never depends on which answer came first.
  const { getFieldState, setValue } = form.form;
  useEffect(() => {
    if (!getFieldState('providerId').isDirty) setValue('providerId', firstUsable);
  }, [firstUsable, getFieldState, setValue]);
  const ahead = creditRefusal(useWatch({ control: form.form.control, name: 'providerId' }));
  const unusable = ahead ? describe(ahead) : undefined;
  const providerOptions = useProviderOptions(promotion.providers, t('common:label.credit'), creditOf);

  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      <input type="hidden" {...form.register('promotionId')} />
      <ProviderPicker
        legend={t('chooseProvider')}
        options={providerOptions}
        error={form.fieldError('providerId') ?? unusable}
        {...form.register('providerId')}
      />
      <FormAlert>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending}>
        {t('claim')}
      </Button>
    </form>
  );
}
