import {
  queries,
  REALITY_CHECK_OPTIONS,
  useSetRealityCheck,
  type ProtectionResponse,
  type RealityCheckOption,
  type SetRealityCheckRequest,
} from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Spinner } from '@dokkham/ui/Spinner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { useApiForm } from '../forms/useApiForm';
import { PendingRow, usePendingCancel } from './PendingChange';
import { useEndsAt } from './restriction';
import * as css from './settings.css';

/**
 * The reality check (RTS 13): how often a reminder interrupts play, counted from the session's
 * start. Off, 15, 30, 60 or 120 minutes, the one in force checked; a shorter interval applies at
 * once, a longer one (or off) after 24 hours, shown with its date and a cancel.
 */
export function RealityCheckScreen() {
  const { t } = useTranslation(['protection', 'common']);
  return (
    <section className={css.screen} aria-labelledby="reality-check-title">
      <h1 id="reality-check-title" tabIndex={-1} className={css.title}>
        {t('tools.realityCheck')}
      </h1>
      <p className={css.intro}>{t('realityCheck.intro')}</p>
      <p className={css.rule}>{t('realityCheck.rule')}</p>
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        <RealityCheckForm />
      </Suspense>
    </section>
  );
}

const optionOf = (minutes: number | null): RealityCheckOption => (minutes === null ? 'off' : (String(minutes) as RealityCheckOption));

/** What a save did: the interval in force now, or the one pending until its date (the old one holding). */
type Outcome = { kind: 'now'; option: RealityCheckOption } | { kind: 'pending'; option: RealityCheckOption; appliesAt: string; current: RealityCheckOption } | { kind: 'unchanged' };

function outcomeOf(before: ProtectionResponse, sent: SetRealityCheckRequest, answer: ProtectionResponse): Outcome {
  const chosen = sent.realityCheckMinutes;
  const { minutes, pending } = answer.realityCheck;
  if (chosen === optionOf(before.realityCheck.minutes)) return { kind: 'unchanged' };
  if (pending && optionOf(pending.minutes) === chosen) return { kind: 'pending', option: chosen, appliesAt: pending.appliesAt, current: optionOf(minutes) };
  return optionOf(minutes) === chosen ? { kind: 'now', option: chosen } : { kind: 'unchanged' };
}

function RealityCheckForm() {
  const { t } = useTranslation(['protection', 'errors', 'validation']);
  const at = useEndsAt();
  const { data } = useSuspenseQuery(queries.protection());
  const [result, setResult] = useState<Outcome | null>(null);
  // A saved result that spoke of a change now cancelled would be out of date.
  const pendingCancel = usePendingCancel(() => setResult(null));
  const { minutes, pending } = data.realityCheck;
  const current = optionOf(minutes);
  const option = (value: RealityCheckOption) => t(`realityCheckOption.${value}`);

  const form = useApiForm({
    schema: 'setRealityCheck',
    defaultValues: { realityCheckMinutes: current } as SetRealityCheckRequest,
    mutation: useSetRealityCheck(),
    onSuccess: (answer, sent) => {
      setResult(outcomeOf(data, sent, answer));
      // The interval in force stays checked while a longer one waits.
      form.form.reset({ realityCheckMinutes: optionOf(answer.realityCheck.minutes) });
    },
  });

  const said =
    result?.kind === 'now'
      ? t('realityCheck.result.now', { option: option(result.option) })
      : result?.kind === 'pending'
        ? t('realityCheck.result.pending', { option: option(result.option), at: at({ endsAt: result.appliesAt }), current: option(result.current) })
        : result && t('realityCheck.result.unchanged');

  return (
    <>
      <form className={formCss.form} onSubmit={form.submit} noValidate>
        {pending && (
          <PendingRow
            cancelLabel={t('realityCheck.pending.cancel')}
            onCancel={() =>
              pendingCancel.ask({
                setting: 'realityCheck',
                title: t('realityCheck.pending.cancelTitle'),
                description: t('realityCheck.pending.cancelText', { current: option(current) }),
                confirmLabel: t('realityCheck.pending.cancelConfirm'),
                keepLabel: t('realityCheck.pending.keep'),
                done: t('realityCheck.pending.cancelled', { current: option(current) }),
              })
            }
          >
            {t('realityCheck.pending.text', { option: option(optionOf(pending.minutes)), at: at({ endsAt: pending.appliesAt }), current: option(current) })}
          </PendingRow>
        )}
        <ProviderPicker
          legend={t('realityCheck.legend')}
          options={REALITY_CHECK_OPTIONS.map((value) => ({
            value,
            label: option(value),
            detail:
              value === current
                ? t('realityCheck.inForce')
                : pending && value === optionOf(pending.minutes)
                  ? t('realityCheck.from', { at: at({ endsAt: pending.appliesAt }) })
                  : undefined,
          }))}
          error={form.fieldError('realityCheckMinutes')}
          {...form.register('realityCheckMinutes')}
        />
        <output className={css.status}>
          {said && (
            <Card title={t('realityCheck.result.title')} headingLevel={2} accent>
              <p>{said}</p>
            </Card>
          )}
        </output>
        <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
        <Button type="submit" fullWidth loading={form.pending} disabled={form.pending}>
          {t('realityCheck.submit')}
        </Button>
      </form>
      {pendingCancel.dialog}
    </>
  );
}
