/** The withdraw form: provider, the one bank account, the credit, the promotion's rules, the breakdown, then the confirmation. */
import {
  isZero,
  PROVIDERS,
  queries,
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
} from '@dokkham/api';
import { formatNumber, localized, parseNumberInput, useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Spinner } from '@dokkham/ui/Spinner';
import { TextField } from '@dokkham/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { FormCancelled, FormRefusal, useApiForm } from '../forms/useApiForm';
import { useProviderOptions } from '../forms/useProviderOptions';
import { WithdrawBreakdown } from './WithdrawBreakdown';
import { usePreloadConfirm, useConfirmation, WithdrawConfirm } from './WithdrawConfirm';
import { PromotionRules } from './WithdrawRules';
import * as css from './WithdrawScreen.css';

export function WithdrawForm({ account, onCreated }: { account: BankAccount; onCreated: (withdrawal: Withdrawal) => void }) {
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

/** The form, every query answered: the money module's refusals are decided before anything is sent, shown like the server's. */
function WithdrawFields({ account, onCreated, credits, rates, current, limits }: FieldsProps) {
  const { t } = useTranslation(['withdraw', 'common', 'errors']);
  const { language } = useLanguage();
  const format = useFormat();
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

  usePreloadConfirm();
  const { asking, confirm } = useConfirmation();

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
      if (!(await confirm(check))) throw new FormCancelled();
      return values;
    },
    // Another withdrawal is being checked (another tab, a lost answer): the refusal asks the open
    // withdrawals again (the money mutations do), and the screen shows it.
    alertTexts: { OPEN_ORDER: t('openOrder') },
    onSuccess: (data) => onCreated(data.withdrawal),
  });

  const [provider, typed] = useWatch({ control: form.form.control, name: ['provider', 'credit'] });
  // What the player typed, read the way the app writes amounts ("1.250,50"); the breakdown shows what will be sent.
  const credit = parseNumberInput(typed) ?? typed;
  const balance = balanceOf(provider);
  const promotion = promotionOf(provider);
  const rules = promotion ? withdrawRuleStates(promotion, balance, credit) : [];
  const result = credit ? quote({ provider, credit }) : null;
  const breakdown = result?.ok ? result : null;
  const inUse = current.usage && current.promotion ? current.promotion : null;
  const providerOptions = useProviderOptions(PROVIDERS, t('form.balance'), balanceOf);

  const fillAll = () =>
    form.form.setValue('credit', formatNumber(balance), { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });

  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      {inUse && <p className={css.note}>{t('form.promotionInUse', { title: localized(inUse.title, language) })}</p>}
      <ProviderPicker
        legend={t('form.provider')}
        options={providerOptions}
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
      <WithdrawBreakdown breakdown={breakdown} withPromotion={promotion !== null} preview />
      <FormAlert>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending} disabled={form.pending}>
        {t('form.submit')}
      </Button>
      <WithdrawConfirm asking={asking} sending={form.pending} account={account} withPromotion={promotion !== null} />
    </form>
  );
}
