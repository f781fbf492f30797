/** The deposit form: provider, payment method, amount (within the method's limits and the player's own), the credit preview. */
import {
  BANK_CURRENCY,
  checkDeposit,
  checkDepositLimit,
  creditBelowThreshold,
  compare,
  depositCredit,
  depositPromotionFor,
  isWholeAmount,
  PROVIDERS,
  paymentMethodsFor,
  queries,
  useCreateDeposit,
  type CreateDepositRequest,
  type CreditsResponse,
  type CurrentPromotionResponse,
  type ExchangeRate,
  type DepositOrder,
  type PaymentMethod,
  type ProtectionResponse,
  type Provider,
} from '@dokkham/api';
import { formatNumber, localized, useErrorMessage, useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { AmountInput } from '@dokkham/ui/AmountInput';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { MoneyBreakdown } from '@dokkham/ui/MoneyBreakdown';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Select } from '@dokkham/ui/Select';
import { Spinner } from '@dokkham/ui/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { useMarkUsable } from '../../lib/usable';
import { FormRefusal, useApiForm } from '../forms/useApiForm';
import { useProviderOptions } from '../forms/useProviderOptions';
import { LimitReached, limitReached } from './DepositLimit';
import * as css from './DepositScreen.css';

type Fields = CreateDepositRequest;

export function DepositForm({
  onCreated,
  hidden,
  provider,
  protection,
}: {
  onCreated: (order: DepositOrder) => void;
  hidden: boolean;
  provider: Provider | undefined;
  /** The player's limits; undefined when the agency did not answer them (its own check still applies). */
  protection: ProtectionResponse | undefined;
}) {
  const { t } = useTranslation('common');
  const credits = useQuery(queries.credits());
  const methods = useQuery(queries.paymentMethods());
  const rates = useQuery(queries.exchangeRates());
  const current = useQuery(queries.currentPromotion());
  const agency = useQuery(queries.agencyInfo());
  if (hidden) return null;
  if (!credits.data || !methods.data || !rates.data || !current.data || !agency.data) return <Spinner label={t('loading')} />;
  return (
    <DepositFields
      onCreated={onCreated}
      provider={provider}
      credits={credits.data.credits}
      allMethods={methods.data.paymentMethods}
      rates={rates.data.rates}
      current={current.data}
      quickAmounts={agency.data.settings.depositQuickAmounts}
      protection={protection}
    />
  );
}

interface FieldsProps {
  onCreated: (order: DepositOrder) => void;
  /** Preselected (`?provider=`); the promotion in use decides over it. */
  provider: Provider | undefined;
  credits: CreditsResponse['credits'];
  allMethods: PaymentMethod[];
  rates: ExchangeRate[];
  current: CurrentPromotionResponse;
  quickAmounts: string[];
  protection: ProtectionResponse | undefined;
}

function DepositFields({ onCreated, provider: asked, credits, allMethods, rates, current, quickAmounts, protection }: FieldsProps) {
  const { t } = useTranslation(['deposit', 'common', 'errors', 'validation', 'ui']);
  useMarkUsable('deposit');
  const { language } = useLanguage();
  const format = useFormat();
  const describe = useErrorMessage();
  const methods = useMemo(() => paymentMethodsFor(allMethods, BANK_CURRENCY), [allMethods]);
  const creditOf = (provider: string): string | undefined => credits.find((c) => c.provider === provider)?.credit.amount;
  const inUse = current.usage && current.promotion ? current : undefined;
  // The promotion that governs deposits to this provider, if any (SPEC §5), and whether it adds a bonus.
  const promotionFor = (provider: Provider) => depositPromotionFor(current.usage, current.promotion, provider);

  const defaults: Fields = {
    provider: (inUse?.usage?.provider as Provider | undefined) ?? asked ?? PROVIDERS[0],
    mid: methods[0]?.mid ?? '',
    amount: inUse?.usage && inUse.promotion?.setAmount ? inUse.promotion.setAmount : '',
  };

  const allowance = protection?.allowance ?? null;
  const reached = limitReached(allowance);

  /** The deposit rules of the money module, then the player's limits (the agency applies both, in this order): the refusal, or null. */
  const check = (values: Fields): FormRefusal | null => {
    const method = methods.find((m) => m.mid === values.mid);
    if (!method) return new FormRefusal('PAYMENT_METHOD_DISABLED');
    const rule = promotionFor(values.provider);
    const result = checkDeposit({
      amount: values.amount,
      method,
      promotion: rule?.promotion ?? null,
      credit: creditOf(values.provider),
    });
    if (!result.ok) return new FormRefusal(result.code, result.params);
    const limit = checkDepositLimit(values.amount, allowance);
    return limit.ok ? null : new FormRefusal(limit.code, limit.params);
  };

  const form = useApiForm({
    schema: 'deposit',
    defaultValues: defaults,
    mutation: useCreateDeposit(),
    ready: methods.length > 0,
    // The amount's limits, the promotion's set amount and what the player's deposit limit leaves
    // are the field's own errors, kept current.
    rule: check,
    fieldCodes: {
      AMOUNT_TOO_LOW: 'amount',
      AMOUNT_TOO_HIGH: 'amount',
      AMOUNT_MUST_EQUAL_PROMOTION: 'amount',
      DEPOSIT_LIMIT_EXCEEDED: 'amount',
    },
    toRequest: (values: Fields): CreateDepositRequest => {
      const refused = check(values);
      if (refused) throw refused;
      return values;
    },
    onSuccess: (data) => onCreated(data.order),
  });

  const [provider, mid, amount] = useWatch({ control: form.form.control, name: ['provider', 'mid', 'amount'] });
  const method: PaymentMethod | undefined = methods.find((m) => m.mid === mid);
  const rule = promotionFor(provider);
  const providerOptions = useProviderOptions(PROVIDERS, t('form.currentCredit'), creditOf);
  const setAmount = rule?.promotion.setAmount ?? null;
  const blocked =
    rule && !creditBelowThreshold(creditOf(provider), rule.promotion)
      ? describe(new FormRefusal('PROMOTION_CREDIT_USED', { threshold: rule.promotion.creditThreshold }))
      : null;

  // The promotion's set amount is the amount (filled and locked).
  const { setValue } = form.form;
  useEffect(() => {
    if (setAmount !== null) setValue('amount', setAmount);
  }, [setAmount, setValue]);

  const quick = quickAmounts.filter(
    (q) => !method || (compare(q, method.minAmount) >= 0 && compare(q, method.maxAmount) <= 0),
  );
  const quote =
    amount && isWholeAmount(amount) ? depositCredit(amount, rates, rule?.bonus ? rule.promotion : null) : null;

  // Beside the amount, under the method's range: what the player's own limit leaves.
  const kip = (value: string) => formatNumber(value) + '\u00a0' + BANK_CURRENCY;
  const limitsHint =
    allowance && !reached ? (
      <>
        {method && <span className={css.hintLine}>{t('ui:amount.range', { min: kip(method.minAmount), max: kip(method.maxAmount) })}</span>}
        <span className={css.hintLine} data-testid="deposit-allowance">
          {t(`limit.allowance.${allowance.window}`, { amount: format.money(allowance.remaining, BANK_CURRENCY) })}
        </span>
      </>
    ) : undefined;

  if (methods.length === 0) return <Card><p>{t('form.noMethods')}</p></Card>;

  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      {/* First: nothing below can be sent until the limit frees up. */}
      {reached && protection && <LimitReached protection={protection} />}
      {inUse?.promotion && inUse.usage && (
        <p className={css.note}>{t('form.promotionInUse', { title: localized(inUse.promotion.title, language) })}</p>
      )}
      <ProviderPicker
        legend={t('form.provider')}
        options={providerOptions}
        error={form.fieldError('provider')}
        {...form.register('provider', { deps: ['amount'] })}
      />
      <Select
        label={t('form.method')}
        options={methods.map((m) => ({ value: m.mid, label: m.displayName }))}
        error={form.fieldError('mid')}
        required
        {...form.register('mid', { deps: ['amount'] })}
      />
      <Controller
        control={form.form.control}
        name="amount"
        render={({ field }) => (
          <AmountInput
            label={t('form.amount')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            currency={BANK_CURRENCY}
            min={method?.minAmount}
            max={method?.maxAmount}
            hint={setAmount !== null ? t('form.promotionAmount', { amount: format.money(setAmount, BANK_CURRENCY) }) : limitsHint}
            disabled={setAmount !== null}
            quickAmounts={setAmount !== null ? undefined : quick}
            placeholder={t('form.amountPlaceholder')}
            error={form.fieldError('amount')}
            required
          />
        )}
      />
      <MoneyBreakdown
        title={t('form.preview')}
        rows={[
          { term: t('form.credit'), value: format.credit(quote?.credit ?? '0') },
          ...(rule?.bonus ? [{ term: t('form.promotionCredit'), value: format.credit(quote?.promotionCredit ?? '0') }] : []),
        ]}
        total={{ term: t('form.totalCredit'), value: format.credit(quote?.totalCredit ?? '0') }}
        live
      />
      {blocked && !form.alert && <p className={css.note}>{blocked}</p>}
      <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending} disabled={form.pending || reached}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
