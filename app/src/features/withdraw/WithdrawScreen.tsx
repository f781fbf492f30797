import {
  ApiError,
  BANK_CURRENCY,
  isZero,
  PROVIDERS,
  queries,
  queryKeys,
  quoteWithdrawal,
  useCreateWithdrawal,
  withdrawPromotionFor,
  withdrawRuleStates,
  type BankAccount,
  type CreateWithdrawalRequest,
  type CreditsResponse,
  type CurrentPromotionResponse,
  type ExchangeRate,
  type Provider,
  type Withdrawal,
  type WithdrawalLimits,
  type WithdrawalQuote,
  type WithdrawRuleState,
} from '@dokkham/api';
import { formatNumber, localized, parseNumberInput, useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { Spinner } from '@dokkham/ui/Spinner';
import { TextField } from '@dokkham/ui/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { FormCancelled, FormRefusal, useApiForm } from '../forms/useApiForm';
import * as css from './WithdrawScreen.css';
import { WithdrawalStatus } from './WithdrawalStatus';

// The confirmation pulls Radix Dialog: its own chunk, asked for when the form shows (below).
const loadConfirmDialog = () => import('@dokkham/ui/ConfirmDialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/**
 * Withdraw (SPEC §5, §8, §9): without a bank account, a link to add one; with a withdrawal being
 * checked (just sent, or found on return or reload), its live status until it ends; else the form:
 * provider with its credit, the player's one bank account, the credit within the agency's limits
 * ('withdraw all' fills the balance), the promotion's rules said in words, and the breakdown of
 * the money module, the same arithmetic the backend applies, before the player confirms.
 */
export function WithdrawScreen() {
  const { t } = useTranslation(['withdraw', 'common']);
  const bank = useQuery(queries.bankAccounts());
  const open = useQuery(queries.openWithdrawals());
  const [shown, setShown] = useState<Withdrawal | null>(null);
  // The one the player closed with 'new withdrawal' (the open list may still hold it a moment).
  const [dismissed, setDismissed] = useState<string | null>(null);

  const loading = bank.isPending || open.isPending;
  const account = bank.data?.bankAccounts[0];
  const listed = open.data?.withdrawals[0] ?? null;
  const openOne = listed && listed.code !== dismissed ? listed : null;
  // An open withdrawal found on return stays shown after it leaves the open list, so its outcome
  // is told here (state adjusted while rendering, not in an effect).
  if (openOne && !shown) setShown(openOne);
  const current = shown ?? openOne;

  return (
    <section className={css.screen} aria-busy={loading || undefined}>
      <h1 className={css.title}>{t('title')}</h1>
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : !account ? (
        <Card>
          <p>{t('form.noBankAccount')}</p>
          <Link href="/player/bank" variant="standalone">
            {t('form.addBankAccount')}
          </Link>
        </Card>
      ) : current ? (
        <WithdrawalStatus
          key={current.code}
          withdrawal={current}
          onNew={() => {
            setDismissed(current.code);
            setShown(null);
          }}
        />
      ) : (
        <WithdrawForm account={account} onCreated={setShown} />
      )}
    </section>
  );
}

function WithdrawForm({ account, onCreated }: { account: BankAccount; onCreated: (withdrawal: Withdrawal) => void }) {
  const { t } = useTranslation('common');
  const credits = useQuery(queries.credits());
  const rates = useQuery(queries.exchangeRates());
  const current = useQuery(queries.currentPromotion());
  const agency = useQuery(queries.agencyInfo());
  if (!credits.data || !rates.data || !current.data || !agency.data) return <Spinner label={t('loading')} />;
  return (
    <WithdrawFields
      account={account}
      onCreated={onCreated}
      credits={credits.data.credits}
      rates={rates.data.rates}
      current={current.data}
      limits={agency.data.settings}
    />
  );
}

interface FieldsProps {
  account: BankAccount;
  onCreated: (withdrawal: Withdrawal) => void;
  credits: CreditsResponse['credits'];
  rates: ExchangeRate[];
  current: CurrentPromotionResponse;
  limits: WithdrawalLimits;
}

type Fields = CreateWithdrawalRequest;

/** A refusal the money module decides before anything is sent: shown like the server's answer. */
function WithdrawFields({ account, onCreated, credits, rates, current, limits }: FieldsProps) {
  const { t } = useTranslation(['withdraw', 'common', 'errors']);
  const { language } = useLanguage();
  const format = useFormat();
  const queryClient = useQueryClient();
  const balanceOf = (provider: string): string => credits.find((c) => c.provider === provider)?.credit.amount ?? '0';
  const promotionOf = (provider: Provider) => withdrawPromotionFor(current.usage, current.promotion, provider);
  const quote = (values: Pick<Fields, 'provider' | 'credit'>) =>
    quoteWithdrawal({
      credit: values.credit,
      balance: balanceOf(values.provider),
      rates,
      limits,
      promotion: promotionOf(values.provider),
    });

  // The promotion's provider first (its rules are what the player came for), else the first with credit.
  const bound = PROVIDERS.find((p) => promotionOf(p) !== null);
  const withCredit = PROVIDERS.find((p) => !isZero(balanceOf(p)));
  const defaults: Fields = { provider: bound ?? withCredit ?? PROVIDERS[0], bankAccountId: account.id, credit: '' };

  // Asked for while the player fills the form, so the confirmation opens at once.
  useEffect(() => {
    void loadConfirmDialog();
  }, []);
  // The submit waiting for the player's confirmation: the breakdown shown, and how to answer. Once
  // confirmed it stays open, busy, until the request has an answer: a second tap lands on the busy
  // button, never on what a closed sheet would uncover (on a phone, the bottom bar).
  const [asking, setAsking] = useState<{ breakdown: Breakdown; answer: (confirmed: boolean) => void; confirmed?: boolean } | null>(null);

  const form = useApiForm({
    schema: 'withdraw',
    defaultValues: defaults,
    mutation: useCreateWithdrawal(),
    // The credit's refusals (over the balance, the limits, the promotion's rules) are the field's own errors, kept current.
    // (The resolver hands it the credit already read: "1.250,50" is "1250.50" here.)
    rule: (values: Fields) => {
      const check = quote(values);
      return check.ok ? null : new FormRefusal(check.code, check.params);
    },
    fieldCodes: {
      CREDIT_INCORRECT: 'credit',
      CREDIT_NOT_ENOUGH: 'credit',
      AMOUNT_TOO_LOW: 'credit',
      AMOUNT_TOO_HIGH: 'credit',
      WITHDRAW_ALL_REQUIRED: 'credit',
      WITHDRAW_BELOW_PROMOTION_MIN: 'credit',
    },
    toRequest: async (values: Fields): Promise<CreateWithdrawalRequest> => {
      const check = quote(values);
      if (!check.ok) throw new FormRefusal(check.code, check.params);
      // Nothing is sent before the player has seen what they will receive and said yes.
      const confirmed = await new Promise<boolean>((answer) => setAsking({ breakdown: check, answer }));
      if (!confirmed) {
        setAsking(null);
        throw new FormCancelled();
      }
      setAsking((open) => open && { ...open, confirmed: true });
      return values;
    },
    alertTexts: { OPEN_ORDER: t('openOrder') },
    onAlert: (error) => {
      // Another withdrawal is being checked (another tab, a lost answer): show it.
      if (error instanceof ApiError && error.code === 'OPEN_ORDER')
        void queryClient.invalidateQueries({ queryKey: queryKeys.player.withdrawals.open() });
    },
    onSuccess: (data) => onCreated(data.withdrawal),
  });

  // Asked and not answered yet, or confirmed and being sent; gone once the request has its answer.
  const question = asking && !(asking.confirmed && !form.pending) ? asking : null;

  const [provider, typed] = useWatch({ control: form.form.control, name: ['provider', 'credit'] });
  // What the player typed, read the way the app writes amounts ("1.250,50"); the breakdown shows what will be sent.
  const credit = parseNumberInput(typed) ?? typed;
  const balance = balanceOf(provider);
  const promotion = promotionOf(provider);
  const rules = promotion ? withdrawRuleStates(promotion, balance, credit) : [];
  const result = credit ? quote({ provider, credit }) : null;
  const breakdown = result?.ok ? result : null;
  const inUse = current.usage && current.promotion ? current.promotion : null;

  const fillAll = () =>
    form.form.setValue('credit', formatNumber(balance), { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });

  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      {inUse && <p className={css.note}>{t('form.promotionInUse', { title: localized(inUse.title, language) })}</p>}
      <ProviderPicker
        legend={t('form.provider')}
        options={PROVIDERS.map((p) => ({
          value: p,
          label: t(`common:provider.${p}`),
          detail: `${t('form.balance')}: ${format.credit(balanceOf(p), { rounding: 'down' })}`,
        }))}
        error={form.fieldError('provider')}
        {...form.register('provider', { deps: ['credit'] })}
      />
      <section aria-labelledby="withdraw-account" className={css.fieldset}>
        <h2 id="withdraw-account" className={css.legend}>
          {t('form.bank')}
        </h2>
        <dl className={css.orderFacts}>
          <dt>{t('history.column.bankName')}</dt>
          <dd>{account.bankName}</dd>
          <dt>{t('history.column.accountName')}</dt>
          <dd>{account.accountName}</dd>
          <dt>{t('history.column.accountNumber')}</dt>
          <dd>{account.accountNumber}</dd>
        </dl>
        {/* The one account: sent, not chosen. */}
        <input type="hidden" {...form.register('bankAccountId')} />
      </section>
      {rules.length > 0 && <PromotionRules rules={rules} />}
      <div className={css.creditRow}>
        <TextField
          className={css.creditField}
          label={t('form.credit')}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t('form.creditPlaceholder')}
          hint={t('form.limits', { min: format.credit(limits.withdrawMinCredit), max: format.credit(limits.withdrawMaxCredit) })}
          error={form.fieldError('credit')}
          required
          {...form.register('credit')}
        />
        <Button type="button" variant="secondary" className={css.allButton} onClick={fillAll} disabled={isZero(balance)}>
          {t('form.all')}
        </Button>
      </div>
      <BreakdownList breakdown={breakdown} withPromotion={promotion !== null} live>
        <dt className={css.previewTitle}>{t('preview.title')}</dt>
        <dd hidden />
      </BreakdownList>
      <FormAlert>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending} disabled={form.pending}>
        {t('form.submit')}
      </Button>
      {question ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) question.answer(false);
            }}
            title={t('confirm.title')}
            description={t('confirm.text')}
            confirmLabel={t('confirm.submit')}
            cancelLabel={t('confirm.back')}
            onConfirm={() => question.answer(true)}
            loading={question.confirmed === true}
          >
            <div className={css.confirmBody}>
              <BreakdownList breakdown={question.breakdown} withPromotion={promotion !== null} />
              {/* Where the money goes: the one account, as on the form. */}
              <dl className={css.orderFacts} aria-label={t('form.bank')}>
                <dt>{t('history.column.bankName')}</dt>
                <dd>{account.bankName}</dd>
                <dt>{t('history.column.accountNumber')}</dt>
                <dd>{account.accountNumber}</dd>
              </dl>
            </div>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </form>
  );
}

type Breakdown = WithdrawalQuote;

/**
 * The money module's breakdown of a withdrawal, as the form previews it and the confirmation
 * repeats it (one list, so both always say the same); zeros while there is nothing to break down.
 */
function BreakdownList({
  breakdown,
  withPromotion,
  live = false,
  children,
}: {
  breakdown: Breakdown | null;
  withPromotion: boolean;
  live?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('withdraw');
  const format = useFormat();
  return (
    <dl className={css.preview} aria-live={live ? 'polite' : undefined}>
      {children}
      <dt className={css.previewTerm}>{t('preview.credit')}</dt>
      <dd className={css.previewValue}>{format.credit(breakdown?.credit ?? '0')}</dd>
      {withPromotion && (
        <>
          <dt className={css.previewTerm}>{t('preview.bonusDeducted')}</dt>
          <dd className={css.previewValue}>{format.credit(breakdown?.bonusDeducted ?? '0')}</dd>
          <dt className={css.previewTerm}>{t('preview.creditReturned')}</dt>
          <dd className={css.previewValue}>{format.credit(breakdown?.creditReturned ?? '0')}</dd>
        </>
      )}
      <dt className={css.previewTerm}>{t('preview.creditReceived')}</dt>
      <dd className={css.previewValue}>{format.credit(breakdown?.creditReceived ?? '0')}</dd>
      <dt className={css.previewTerm}>{t('preview.amountReceived')}</dt>
      <dd className={`${css.previewValue} ${css.previewTotal}`}>{format.money(breakdown?.amount ?? '0', BANK_CURRENCY)}</dd>
      {breakdown && (
        <>
          <dt className={css.previewTerm}>{t('form.rate', { rate: format.number(breakdown.rate) })}</dt>
          <dd hidden />
        </>
      )}
    </dl>
  );
}

/**
 * The withdrawal rules of the promotion in use, in words, before the player submits (SPEC §5);
 * a rule that stops this withdrawal now says so on its own line.
 */
function PromotionRules({ rules }: { rules: WithdrawRuleState[] }) {
  const { t } = useTranslation('withdraw');
  const format = useFormat();
  const text = (rule: WithdrawRuleState) => {
    const value = format.credit(rule.value);
    switch (rule.rule) {
      case 'withdrawAll':
        return t('rules.withdrawAll');
      case 'minBalance':
        return t('rules.minBalance', { min: value });
      case 'maxReceive':
        return t('rules.maxReceive', { max: value });
      case 'bonusDeducted':
        return t('rules.bonus', { value });
    }
  };
  const blocking = rules.filter((r) => r.blocking && (r.rule === 'withdrawAll' || r.rule === 'minBalance'));
  return (
    <section aria-labelledby="withdraw-rules" className={css.fieldset}>
      <h2 id="withdraw-rules" className={css.legend}>
        {t('rules.title')}
      </h2>
      <ul className={css.rules}>
        {rules.map((rule) => (
          <li key={rule.rule}>{text(rule)}</li>
        ))}
      </ul>
      <div aria-live="polite">
        {blocking.map((rule) => (
          <p key={rule.rule} className={css.blocking}>
            {t(`rules.blocking.${rule.rule as 'withdrawAll' | 'minBalance'}`, { value: format.credit(rule.value) })}
          </p>
        ))}
      </div>
    </section>
  );
}
