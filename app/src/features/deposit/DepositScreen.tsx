import {
  BANK_CURRENCY,
  checkDeposit,
  creditBelowThreshold,
  compare,
  depositCredit,
  isApiError,
  isWholeAmount,
  PROVIDERS,
  paymentMethodsFor,
  queries,
  queryKeys,
  useCancelDeposit,
  useCreateDeposit,
  useRecheckDeposit,
  type CreateDepositRequest,
  type CreditsResponse,
  type CurrentPromotionResponse,
  type ExchangeRate,
  type DepositOrder,
  type PaymentMethod,
  type Provider,
} from '@dokkham/api';
import { errorMessage, localized, useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { AmountInput } from '@dokkham/ui/AmountInput';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Select } from '@dokkham/ui/Select';
import { Spinner } from '@dokkham/ui/Spinner';
import { toast } from '@dokkham/ui/Toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { useMarkUsable } from '../../lib/usable';
import { FormRefusal, useApiForm } from '../forms/useApiForm';
import { claimOrder, noteShown } from '../orders/orderNotices';
import { ORDER_POLL_MS } from '../orders/pollPolicy';
import * as css from './DepositScreen.css';

// The dialog pulls the QR encoder: its own chunk, loaded when an order is shown.
const QrDepositDialog = lazy(() => import('@dokkham/ui/QrDepositDialog').then((m) => ({ default: m.QrDepositDialog })));

/**
 * Deposit (SPEC §5, §7, §9): without a bank account, a link to add one; with an open order, that
 * order (resume its QR or cancel it); else the form: provider with its credit, payment method
 * (enabled LAK methods, one per MID), amount within the method's limits, quick amounts of the
 * agency, and the credit preview of the money module. Submit creates the order (one
 * Idempotency-Key per intent) and opens the QR dialog, which watches the order until it is paid.
 */
export function DepositScreen({ provider }: { provider?: Provider | undefined }) {
  const { t } = useTranslation(['deposit', 'common']);
  const bank = useQuery(queries.bankAccounts());
  const open = useQuery(queries.openDeposits());
  const [shown, setShown] = useState<DepositOrder | null>(null);

  const loading = bank.isPending || open.isPending;
  const hasAccount = (bank.data?.bankAccounts.length ?? 0) > 0;
  const openOrder = open.data?.orders[0] ?? null;

  return (
    <section className={css.screen} aria-busy={loading || undefined}>
      <h1 className={css.title}>{t('title')}</h1>
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : !hasAccount ? (
        <Card>
          <p>{t('form.noBankAccount')}</p>
          <Link href="/player/bank" variant="standalone">
            {t('form.addBankAccount')}
          </Link>
        </Card>
      ) : openOrder && !shown ? (
        <OpenOrderCard order={openOrder} onView={() => setShown(openOrder)} />
      ) : (
        <DepositForm onCreated={setShown} hidden={shown !== null} provider={provider} />
      )}
      {shown && <OrderDialog key={shown.code} order={shown} onClose={() => setShown(null)} />}
    </section>
  );
}

function OpenOrderCard({ order, onView }: { order: DepositOrder; onView: () => void }) {
  const { t } = useTranslation(['deposit', 'common']);
  const format = useFormat();
  return (
    <Card title={t('openOrder.title')} headingLevel={2} accent>
      <p>{t('openOrder.text')}</p>
      <dl className={css.orderFacts}>
        <dt>{t('qr.orderCode')}</dt>
        <dd>{order.code}</dd>
        <dt>{t('form.provider')}</dt>
        <dd>{t(`common:provider.${order.provider}`)}</dd>
        <dt>{t('qr.amount')}</dt>
        <dd>{format.money(order.amount, BANK_CURRENCY)}</dd>
        <dt>{t('qr.credit')}</dt>
        <dd>{format.credit(order.totalCredit)}</dd>
      </dl>
      <div className={css.actions}>
        <Button onClick={onView}>{t('openOrder.view')}</Button>
      </div>
    </Card>
  );
}

type Fields = CreateDepositRequest;

/** The promotion that governs deposits to this provider, if any (SPEC §5), and whether it adds a bonus. */
function governing(current: CurrentPromotionResponse | undefined, provider: string) {
  const usage = current?.usage;
  const promotion = current?.promotion;
  if (!usage || !promotion || usage.provider !== provider) return null;
  return { usage, promotion, bonus: usage.status === 'ACTIVE' };
}

function DepositForm({
  onCreated,
  hidden,
  provider,
}: {
  onCreated: (order: DepositOrder) => void;
  hidden: boolean;
  provider: Provider | undefined;
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
}

function DepositFields({ onCreated, provider: asked, credits, allMethods, rates, current, quickAmounts }: FieldsProps) {
  const { t } = useTranslation(['deposit', 'common', 'errors', 'validation']);
  useMarkUsable('deposit');
  const { language } = useLanguage();
  const format = useFormat();
  const methods = useMemo(() => paymentMethodsFor(allMethods, BANK_CURRENCY), [allMethods]);
  const creditOf = (provider: string): string | undefined => credits.find((c) => c.provider === provider)?.credit.amount;
  const inUse = current.usage && current.promotion ? current : undefined;

  const defaults: Fields = {
    provider: (inUse?.usage?.provider as Provider | undefined) ?? asked ?? PROVIDERS[0],
    mid: methods[0]?.mid ?? '',
    amount: inUse?.usage && inUse.promotion?.setAmount ? inUse.promotion.setAmount : '',
  };

  /** The deposit rules of the money module (the agency applies the same): the refusal, or null. */
  const check = (values: Fields): FormRefusal | null => {
    const method = methods.find((m) => m.mid === values.mid);
    if (!method) return new FormRefusal('PAYMENT_METHOD_DISABLED');
    const rule = governing(current, values.provider);
    const result = checkDeposit({
      amount: values.amount,
      method,
      promotion: rule?.promotion ?? null,
      credit: creditOf(values.provider),
    });
    return result.ok ? null : new FormRefusal(result.code, result.params);
  };

  const form = useApiForm({
    schema: 'deposit',
    defaultValues: defaults,
    mutation: useCreateDeposit(),
    ready: methods.length > 0,
    // The amount's limits and the promotion's set amount are the field's own errors, kept current.
    rule: check,
    fieldCodes: { AMOUNT_TOO_LOW: 'amount', AMOUNT_TOO_HIGH: 'amount', AMOUNT_MUST_EQUAL_PROMOTION: 'amount' },
    toRequest: (values: Fields): CreateDepositRequest => {
      const refused = check(values);
      if (refused) throw refused;
      return values;
    },
    onSuccess: (data) => onCreated(data.order),
  });

  const [provider, mid, amount] = useWatch({ control: form.form.control, name: ['provider', 'mid', 'amount'] });
  const method: PaymentMethod | undefined = methods.find((m) => m.mid === mid);
  const rule = governing(current, provider);
  const setAmount = rule?.promotion.setAmount ?? null;
  const blocked =
    rule && !creditBelowThreshold(creditOf(provider), rule.promotion)
      ? errorMessage(t, { code: 'PROMOTION_CREDIT_USED', status: 422, params: { threshold: rule.promotion.creditThreshold } })
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

  if (methods.length === 0) return <Card><p>{t('form.noMethods')}</p></Card>;

  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      {inUse?.promotion && inUse.usage && (
        <p className={css.note}>{t('form.promotionInUse', { title: localized(inUse.promotion.title, language) })}</p>
      )}
      <ProviderPicker
        legend={t('form.provider')}
        options={PROVIDERS.map((p) => ({
          value: p,
          label: t(`common:provider.${p}`),
          detail: `${t('form.currentCredit')}: ${format.credit(creditOf(p), { rounding: 'down' })}`,
        }))}
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
            hint={setAmount !== null ? t('form.promotionAmount', { amount: format.money(setAmount, BANK_CURRENCY) }) : undefined}
            disabled={setAmount !== null}
            quickAmounts={setAmount !== null ? undefined : quick}
            placeholder={t('form.amountPlaceholder')}
            error={form.fieldError('amount')}
            required
          />
        )}
      />
      <dl className={css.preview} aria-live="polite">
          <dt className={css.previewTitle}>{t('form.preview')}</dt>
          <dd hidden />
          <dt className={css.previewTerm}>{t('form.credit')}</dt>
          <dd className={css.previewValue}>{format.credit(quote?.credit ?? '0')}</dd>
          {rule?.bonus && (
            <>
              <dt className={css.previewTerm}>{t('form.promotionCredit')}</dt>
              <dd className={css.previewValue}>{format.credit(quote?.promotionCredit ?? '0')}</dd>
            </>
          )}
          <dt className={css.previewTerm}>{t('form.totalCredit')}</dt>
          <dd className={`${css.previewValue} ${css.previewTotal}`}>{format.credit(quote?.totalCredit ?? '0')}</dd>
      </dl>
      {blocked && !form.alert && <p className={css.note}>{blocked}</p>}
      <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending} disabled={form.pending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}

/**
 * The QR dialog of one order: the QR (depositQr) and the order's status, asked every few seconds
 * while the dialog is open, the page visible and the order neither expired nor final. Paid: the
 * success state, a toast and the credits refetched, without a click.
 */
function OrderDialog({ order, onClose }: { order: DepositOrder; onClose: () => void }) {
  const { t } = useTranslation(['deposit', 'errors']);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const [notPaid, setNotPaid] = useState(false);
  const [settled, setSettled] = useState<DepositOrder | null>(null);

  const qr = useQuery({ ...queries.depositQr(order.code), staleTime: Infinity, retry: false });
  const watching = !expired && !settled;
  const list = useQuery({
    ...queries.openDeposits(),
    refetchInterval: watching ? ORDER_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
  const listed = list.data?.orders.find((o) => o.code === order.code);
  // Gone from the open orders: ask the history for how it ended.
  const history = useQuery({ ...queries.deposits(), enabled: !!list.data && !listed && !settled });
  const ended = history.data?.items.find((o) => o.code === order.code);
  const latest = settled ?? (listed || !ended ? (listed ?? order) : ended);
  const status = latest.status.toUpperCase();

  const recheck = useRecheckDeposit();
  const cancel = useCancelDeposit();

  // This dialog announces the order's statuses itself: the /player watcher stays silent for it.
  useEffect(() => claimOrder(order.code), [order.code]);
  useEffect(() => noteShown(order.code, status), [order.code, status]);

  // A paid order: toast once and refetch the credits.
  const toasted = useRef(false);
  useEffect(() => {
    if (status === 'SUCCESS' && !toasted.current) {
      toasted.current = true;
      toast({ variant: 'success', title: t('qr.success', { value: format.credit(latest.totalCredit) }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.player.credits.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.player.deposits.all() });
    }
  }, [status, latest.totalCredit, format, queryClient, t]);

  const onRecheck = async () => {
    setNotPaid(false);
    try {
      const data = await recheck.mutateAsync(order.code);
      setSettled(data.order);
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_NOT_PAID') setNotPaid(true);
      else toast({ title: errorMessage(t, error), variant: 'destructive' });
    }
  };

  const onCancelOrder = async () => {
    try {
      const data = await cancel.mutateAsync(order.code);
      setSettled(data.order);
    } catch (error) {
      toast({ title: errorMessage(t, error), variant: 'destructive' });
      throw error;
    }
  };

  const qrExpired = isApiError(qr.error) && qr.error.code === 'QR_EXPIRED';

  return (
    <Suspense fallback={<Spinner label={t('qr.title')} />}>
      <QrDepositDialog
        open
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        code={order.code}
        payload={qr.data?.payload ?? ''}
        amount={latest.amount}
        credit={latest.totalCredit}
        status={qrExpired && status === 'OPEN' ? 'CANCELED' : status}
        expiresAt={qr.data?.expiresAt ?? order.expiresAt}
        serverTime={qr.data?.serverTime}
        merchantName={qr.data?.merchantName}
        onRecheck={() => void onRecheck()}
        rechecking={recheck.isPending}
        notPaid={notPaid}
        onNewOrder={() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.player.deposits.all() });
          onClose();
        }}
        onCancelOrder={onCancelOrder}
        onExpire={() => {
          setExpired(true);
          void queryClient.invalidateQueries({ queryKey: queryKeys.player.deposits.open() });
        }}
      />
    </Suspense>
  );
}
