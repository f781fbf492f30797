import {
  BANK_CURRENCY,
  LIMIT_WINDOWS,
  queries,
  useSetDepositLimits,
  type DepositLimit,
  type LimitWindow,
  type ProtectionResponse,
  type SetDepositLimitsRequest,
} from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Spinner } from '@dokkham/ui/Spinner';
import { TextField } from '@dokkham/ui/TextField';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { useApiForm } from '../forms/useApiForm';
import { limitOutcomes, LimitResult, type LimitOutcome } from './LimitsParts';
import { PendingRow, usePendingCancel } from './PendingChange';
import { useEndsAt } from './restriction';
import * as css from './settings.css';

/**
 * Deposit limits (RTS 12): daily, weekly and monthly, typed in kip, empty for none, prefilled with
 * the limits in force; each with what its window has used and left. A lower or new limit applies
 * at once; a raise or removal waits 24 hours (the old limit holds meanwhile), shown with its date
 * and a cancel. After a save the page says, per limit, which of the two happened.
 */
export function LimitsScreen() {
  const { t } = useTranslation(['protection', 'common']);
  return (
    <section className={css.screen} aria-labelledby="limits-title">
      <h1 id="limits-title" tabIndex={-1} className={css.title}>
        {t('tools.limits')}
      </h1>
      <p className={css.intro}>{t('limits.intro')}</p>
      <p className={css.rule}>{t('limits.rule')}</p>
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        <LimitsForm />
      </Suspense>
    </section>
  );
}

const byWindow = (limits: readonly DepositLimit[], window: LimitWindow) => limits.find((l) => l.window === window);

function LimitsForm() {
  const { t } = useTranslation(['protection', 'common', 'errors', 'validation']);
  const format = useFormat();
  const at = useEndsAt();
  const { data } = useSuspenseQuery(queries.protection());
  const [result, setResult] = useState<LimitOutcome[] | null>(null);
  // A saved result that spoke of a change now cancelled would be out of date.
  const pendingCancel = usePendingCancel(() => setResult(null));
  const kip = (amount: string) => format.money(amount, BANK_CURRENCY);

  /** The limits in force as the fields show them ("2.000.000"); none: empty. */
  const fieldsOf = (answer: ProtectionResponse): SetDepositLimitsRequest => {
    const typed = (window: LimitWindow) => {
      const amount = byWindow(answer.limits, window)?.amount;
      return amount ? format.money(amount, BANK_CURRENCY, { code: false }) : '';
    };
    return { daily: typed('daily'), weekly: typed('weekly'), monthly: typed('monthly') };
  };

  const form = useApiForm({
    schema: 'setDepositLimits',
    defaultValues: fieldsOf(data),
    mutation: useSetDepositLimits(),
    onSuccess: (answer, sent) => {
      // `data` is the state this submit was made from: what changed is read against it.
      setResult(limitOutcomes(data.limits, sent, answer));
      // The fields show the limits in force again (a raise is pending, the old limit holds).
      form.form.reset(fieldsOf(answer));
    },
  });

  return (
    <>
      <form className={formCss.form} onSubmit={form.submit} noValidate>
        {LIMIT_WINDOWS.map((window) => {
          const limit = byWindow(data.limits, window);
          const span = t(`windowSpan.${window}`);
          const usage = !limit
            ? span
            : limit.remaining !== null
              ? t('limits.usage', { span, used: kip(limit.used), remaining: kip(limit.remaining) })
              : t('limits.usageNoLimit', { span, used: kip(limit.used) });
          const pending = limit?.pending;
          const current = limit?.amount ? kip(limit.amount) : t('noLimit');
          return (
            <div key={window} className={css.limit}>
              <TextField
                label={t(`limits.label.${window}`)}
                hint={usage}
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="next"
                placeholder={t('noLimit')}
                suffix={BANK_CURRENCY}
                error={form.fieldError(window)}
                {...form.register(window)}
              />
              {pending && (
                <PendingRow
                  cancelLabel={t('limits.pending.cancel')}
                  onCancel={() =>
                    pendingCancel.ask({
                      setting: window,
                      title: t('limits.pending.cancelTitle'),
                      description: t('limits.pending.cancelText', { limit: t(`limits.name.${window}`), current }),
                      confirmLabel: t('limits.pending.cancelConfirm'),
                      keepLabel: t('limits.pending.keep'),
                      done: t('limits.pending.cancelled', { limit: t(`limits.name.${window}`), current }),
                    })
                  }
                >
                  {pending.amount === null
                    ? t('limits.pending.remove', { at: at({ endsAt: pending.appliesAt }), current })
                    : t('limits.pending.raise', { amount: kip(pending.amount), at: at({ endsAt: pending.appliesAt }), current })}
                </PendingRow>
              )}
            </div>
          );
        })}
        <output className={css.status}>{result && <LimitResult outcomes={result} />}</output>
        <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
        <Button type="submit" fullWidth loading={form.pending} disabled={form.pending}>
          {t('limits.submit')}
        </Button>
      </form>
      {pendingCancel.dialog}
    </>
  );
}
