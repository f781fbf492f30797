import { EXCLUSION_PERIODS, queries, useSelfExclude, type ExclusionPeriod, type SelfExcludeRequest } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Checkbox } from '@dokkham/ui/Checkbox';
import { Link } from '@dokkham/ui/Link';
import { PasswordField, PasswordFields } from '@dokkham/ui/PasswordFields';
import { ProviderPicker } from '@dokkham/ui/ProviderPicker';
import { Spinner } from '@dokkham/ui/Spinner';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import * as formCss from '../forms/forms.css';
import { useApiForm } from '../forms/useApiForm';
import { useEndsAt } from './restriction';
import { RunningRestriction, usePeriodOptions } from './restrictionScreen';
import * as css from './restrictionScreen.css';

/** What self-exclusion means, in the order a player weighs it: said before any choice. */
const CONSEQUENCES = ['closed', 'final', 'promotions', 'devices', 'open'] as const;

/**
 * Self-exclusion: the consequences first, then the period (6 months to 5 years), the player's
 * password and an explicit "I understand"; it starts at once, ends the player's other sessions and
 * cannot be undone before its end. Then, and whenever one runs, the page shows it with its end
 * instead of the form. A running break does not stop it (it replaces the break): the form says so.
 */
export function SelfExclusionScreen() {
  const { t } = useTranslation(['protection', 'common']);
  const { data, isPending } = useQuery(queries.protection());
  const restriction = data?.restriction ?? null;
  const excluded = restriction?.kind === 'SELF_EXCLUSION' ? restriction : null;
  // The form was on screen: the exclusion that replaces it is brought into view, its heading focused.
  const [formShown, setFormShown] = useState(false);
  if (data && !excluded && !formShown) setFormShown(true);

  return (
    <section className={css.screen} aria-labelledby="exclusion-title" aria-busy={isPending || undefined}>
      <Link href="/player/responsible-gaming" variant="standalone">
        {t('title')}
      </Link>
      <h1 id="exclusion-title" tabIndex={-1} className={css.title}>
        {t('tools.selfExclusion')}
      </h1>
      {!data ? (
        <Spinner label={t('common:loading')} />
      ) : excluded ? (
        <RunningRestriction restriction={excluded} reveal={formShown} />
      ) : (
        <>
          <p className={css.intro}>{t('exclusion.intro')}</p>
          <Card title={t('exclusion.consequencesTitle')} headingLevel={2} as="section" accent>
            <ul className={css.facts}>
              {CONSEQUENCES.map((key) => (
                <li key={key} className={key === 'final' ? css.final : undefined}>
                  {t(`exclusion.consequence.${key}`)}
                </li>
              ))}
            </ul>
          </Card>
          <SelfExclusionForm />
        </>
      )}
    </section>
  );
}

type Fields = { period: ExclusionPeriod | ''; password: string; confirm: boolean };

function SelfExclusionForm() {
  const { t } = useTranslation(['protection', 'errors', 'validation']);
  const periods = usePeriodOptions(EXCLUSION_PERIODS, 'exclusion');
  const at = useEndsAt();
  const onBreak = useQuery(queries.protection()).data?.restriction ?? null;

  const form = useApiForm({
    schema: 'selfExclude',
    defaultValues: { period: '', password: '', confirm: false } as Fields,
    mutation: useSelfExclude(),
    fieldCodes: { PASSWORD_INCORRECT: 'password' },
    // The schema let them through only chosen and ticked.
    toRequest: (values: Fields): SelfExcludeRequest => ({ period: values.period as ExclusionPeriod, password: values.password, confirm: true }),
    // The answer (the exclusion with its end) is in the cache: the screen shows it instead of this form.
    onSuccess: () => {
      toast({ variant: 'success', title: t('exclusion.started') });
    },
  });

  return (
    <form className={formCss.form} onSubmit={form.submit} noValidate>
      {onBreak ? <p className={css.note}>{t('exclusion.duringBreak', { endsAt: at(onBreak) })}</p> : null}
      <ProviderPicker legend={t('exclusion.period')} options={periods.options} error={form.fieldError('period')} {...form.register('period')} />
      <PasswordFields>
        <PasswordField
          {...form.register('password')}
          label={t('exclusion.password')}
          hint={t('exclusion.passwordHint')}
          autoComplete="current-password"
          required
          error={form.fieldError('password')}
        />
      </PasswordFields>
      <Checkbox {...form.register('confirm')} required error={form.fieldError('confirm')}>
        {t('exclusion.confirm')}
      </Checkbox>
      <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
      <Button type="submit" fullWidth loading={form.pending}>
        {t('exclusion.submit')}
      </Button>
    </form>
  );
}
