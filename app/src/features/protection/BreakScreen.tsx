import { BREAK_PERIODS, queries, useTakeBreak, type BreakPeriod, type TakeBreakRequest } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { ConfirmDialog } from '@dokkham/ui/ConfirmDialog';
import { Link } from '@dokkham/ui/Link';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Spinner } from '@dokkham/ui/Spinner';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { FormCancelled, useApiForm } from '../forms/useApiForm';
import { RunningRestriction, usePeriodOptions } from './restrictionScreen';
import * as css from './restrictionScreen.css';

/**
 * Take a break (time-out): what it closes and what stays open, the period (24 hours to 6 weeks),
 * one confirmation that says when it would end, then it runs: the page shows it with its end
 * instead of the form, as it does whenever one runs. During a self-exclusion there is nothing to
 * take: the page says so. The route loader has the protection settings in the cache.
 */
export function BreakScreen() {
  const { t } = useTranslation(['protection', 'common']);
  const { data, isPending } = useQuery(queries.protection());
  const restriction = data?.restriction ?? null;
  // The form was on screen: the break that replaces it is brought into view, its heading focused.
  const [formShown, setFormShown] = useState(false);
  if (data && !restriction && !formShown) setFormShown(true);

  return (
    <section className={css.screen} aria-labelledby="break-title" aria-busy={isPending || undefined}>
      <Link href="/player/responsible-gaming" variant="standalone">
        {t('title')}
      </Link>
      <h1 id="break-title" tabIndex={-1} className={css.title}>
        {t('tools.break')}
      </h1>
      {!data ? (
        <Spinner label={t('common:loading')} />
      ) : restriction ? (
        <>
          {restriction.kind === 'SELF_EXCLUSION' ? <p className={css.note}>{t('break.duringExclusion')}</p> : null}
          <RunningRestriction restriction={restriction} reveal={formShown} />
        </>
      ) : (
        <BreakForm />
      )}
    </section>
  );
}

type Fields = { period: BreakPeriod | '' };

function BreakForm() {
  const { t } = useTranslation(['protection', 'errors', 'validation']);
  const periods = usePeriodOptions(BREAK_PERIODS, 'break');
  // The submit waiting for the player's one confirmation (the period and the end it would have).
  // Once confirmed it stays open, busy, until the agency has answered.
  const [asking, setAsking] = useState<{ period: BreakPeriod; endsAt: string; answer: (yes: boolean) => void; confirmed?: boolean } | null>(null);

  const form = useApiForm({
    schema: 'takeBreak',
    defaultValues: { period: '' } as Fields,
    mutation: useTakeBreak(),
    toRequest: async (values: Fields): Promise<TakeBreakRequest> => {
      const period = values.period as BreakPeriod;
      const yes = await new Promise<boolean>((answer) => setAsking({ period, endsAt: periods.endOf(period), answer }));
      if (!yes) {
        setAsking(null);
        throw new FormCancelled();
      }
      setAsking((open) => open && { ...open, confirmed: true });
      return { period };
    },
    // The answer (the break with its end) is in the cache: the screen shows it instead of this form.
    onSuccess: () => {
      toast({ variant: 'success', title: t('break.started') });
    },
  });
  // Asked and not answered yet, or confirmed and being sent; gone once the request has its answer.
  const question = asking && !(asking.confirmed && !form.pending) ? asking : null;

  return (
    <Card title={t('break.what')} headingLevel={2} as="section" accent>
      <form className={formCss.form} onSubmit={form.submit} noValidate>
        <p className={css.intro}>{t('break.intro')}</p>
        <ul className={css.facts}>
          <li>{t('break.closed')}</li>
          <li>{t('break.open')}</li>
          <li className={css.final}>{t('break.final')}</li>
        </ul>
        <ProviderPicker legend={t('break.period')} options={periods.options} error={form.fieldError('period')} {...form.register('period')} />
        <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
        <Button type="submit" fullWidth loading={form.pending}>
          {t('break.submit')}
        </Button>
      </form>
      {question ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) question.answer(false);
          }}
          title={t('break.confirmTitle', { period: periods.label(question.period) })}
          description={t('break.confirmText', { endsAt: question.endsAt })}
          confirmLabel={t('break.confirm')}
          cancelLabel={t('break.confirmCancel')}
          onConfirm={() => question.answer(true)}
          loading={question.confirmed === true}
        />
      ) : null}
    </Card>
  );
}
