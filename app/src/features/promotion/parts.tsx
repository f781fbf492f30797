/**
 * What the promotion screens share: the player's standing (bank account, blocked), the terms a
 * card adds (first order only, active or not, withdraw rules in plain words), the claim form and
 * the promotion in use with its progress, cancel and recheck. The claim form is ClaimForm.tsx, a lazy
 * chunk (react-hook-form), loaded when a claim is shown: LazyClaimForm.
 */
import {
  queries,
  useCancelUsage,
  useRecheckUsage,
  type Promotion,
  type PromotionUsage,
} from '@dokkham/api';
import { errorMessage, localized, useErrorMessage, useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { Button, LinkButton } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { ConfirmDialog } from '@dokkham/ui/ConfirmDialog';
import { Link } from '@dokkham/ui/Link';
import { Spinner } from '@dokkham/ui/Spinner';
import { StatusBadge } from '@dokkham/ui/StatusBadge';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import * as formCss from '../forms/forms.css';
import { RestrictionNotice, useRestriction } from '../protection/restriction';
import * as css from './promotion.css';
import { hasBonus, usageProgress, withdrawRuleLines } from './rules';

const loadClaimForm = () => import('./ClaimForm');
const ClaimFormChunk = lazy(() => loadClaimForm().then((m) => ({ default: m.ClaimForm })));

/** Fetches the claim form's chunk once the page is up and a claim is possible, so the dialog opens with it. */
export function usePreloadClaimForm(enabled: boolean): void {
  useEffect(() => {
    if (enabled) void loadClaimForm();
  }, [enabled]);
}

/** The claim form, loaded with its first showing (a spinner meanwhile). */
export function LazyClaimForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <ClaimFormChunk promotion={promotion} />
    </Suspense>
  );
}

/**
 * When the usage in use ends here (cancelled, or a recheck ended it) its panel, and the button
 * that had focus, go away: focus moves to the page heading instead of being lost. After the
 * dialog's own focus return (a task later), so it is not undone.
 */
export function useFocusWhenEnded(usageId: string | undefined, target: RefObject<HTMLElement | null>): void {
  const previous = useRef(usageId);
  useEffect(() => {
    const ended = previous.current !== undefined && usageId === undefined;
    previous.current = usageId;
    if (!ended) return;
    const timer = window.setTimeout(() => target.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [usageId, target]);
}

export type Standing = 'loading' | 'blocked' | 'restricted' | 'noBankAccount' | 'ok';

/**
 * Whether the player may claim: a blocked player (the blacklist endpoint) never; during a break or
 * self-exclusion not until it ends (the agency refuses: PLAYER_ON_BREAK, PLAYER_SELF_EXCLUDED);
 * without a bank account not yet (SPEC §5). Blocked is said first, then the restriction: adding an
 * account would not help. Protection settings that fail to load close nothing here (the agency
 * still refuses, and its message says why).
 */
export function useStanding(): Standing {
  const blocked = useQuery(queries.blacklist());
  const accounts = useQuery(queries.bankAccounts());
  const protection = useQuery(queries.protection());
  if (blocked.data?.blocked) return 'blocked';
  if (protection.data?.restriction) return 'restricted';
  if (blocked.isPending || accounts.isPending || protection.isPending) return 'loading';
  if ((accounts.data?.bankAccounts.length ?? 0) === 0) return 'noBankAccount';
  return 'ok';
}

/** Why the player cannot claim, with the way out when there is one. */
export function StandingNotice({ standing }: { standing: Standing }) {
  const { t } = useTranslation('promotion');
  const describe = useErrorMessage();
  const restriction = useRestriction();
  if (standing === 'restricted' && restriction) return <RestrictionNotice restriction={restriction} />;
  // The blacklist's answer is no refusal to build: the code's catalogue message says it.
  if (standing === 'blocked') return <p className={formCss.alert}>{describe('user_blocked')}</p>;
  if (standing === 'noBankAccount')
    return (
      <div className={css.notice}>
        <p>{t('needBankAccount')}</p>
        <Link href="/player/bank" variant="standalone">
          {t('addBankAccount')}
        </Link>
      </div>
    );
  return null;
}

/**
 * The terms a card adds under its own: first order only, active or not, and the withdraw rules;
 * with `threshold` (the detail) also the credit under which a new deposit is allowed while in use.
 */
export function PromotionTerms({ promotion, threshold = false }: { promotion: Promotion; threshold?: boolean }) {
  const { t } = useTranslation('promotion');
  const format = useFormat();
  const lines = withdrawRuleLines(promotion.withdraw, hasBonus(promotion));
  return (
    <>
      <dl className={css.facts}>
        {threshold && (
          <>
            <dt className={css.factTerm}>{t('terms.threshold')}</dt>
            <dd className={css.termValue}>{format.credit(promotion.creditThreshold)}</dd>
          </>
        )}
        <dt className={css.factTerm}>{t('terms.orders')}</dt>
        <dd className={css.termValue}>{promotion.firstOrderOnly ? t('terms.firstOrderOnly') : t('terms.everyOrder')}</dd>
        <dt className={css.factTerm}>{t('terms.status')}</dt>
        <dd className={css.termValue}>{promotion.isActive ? t('terms.active') : t('terms.inactive')}</dd>
      </dl>
      <div className={css.rules}>
        <p className={css.rulesTitle}>{t('terms.withdraw')}</p>
        <ul className={css.ruleList}>
          {lines.map((line) => (
            <li key={line.key}>
              {t(`rules.${line.key}`, {
                credit: line.credit ? format.credit(line.credit) : '',
                percent: line.percent ? format.percent(line.percent) : '',
              })}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * The promotion in use (SPEC §4, §5): its provider and status, the deposit it came with and the
 * bonus, what a withdrawal still requires (money module arithmetic, see rules.ts); cancel (with
 * a confirmation, before the qualifying deposit) and recheck.
 */
export function InUsePanel({
  usage,
  promotion,
  headingLevel = 2,
}: {
  usage: PromotionUsage;
  promotion: Promotion;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(['promotion', 'common', 'errors']);
  const { language } = useLanguage();
  const format = useFormat();
  const credit = useQuery(queries.credits());
  const balance = credit.data?.credits.find((c) => c.provider === usage.provider)?.credit.amount;
  const progress = usageProgress(promotion, usage, balance);
  const provider = t(`common:provider.${usage.provider}`);
  const cancel = useCancelUsage();
  const recheck = useRecheckUsage();
  const cancelable = usage.status === 'ACTIVE' && progress.stage === 'claimed';

  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ usageId: usage.usageId });
    } catch (error) {
      toast({ title: errorMessage(t, error), variant: 'destructive' });
      throw error;
    }
    toast({ variant: 'success', title: t('cancelSuccess') });
  };

  const onRecheck = async () => {
    try {
      const data = await recheck.mutateAsync();
      const ended = !data.usage || data.usage.usageId !== usage.usageId;
      toast({ title: ended ? t('ended') : t('rechecked') });
    } catch (error) {
      toast({ title: errorMessage(t, error), variant: 'destructive' });
    }
  };

  const note =
    progress.stage === 'claimed'
      ? t('progress.claimed', { provider })
      : progress.withdrawable
        ? t('progress.withdrawable')
        : progress.remaining
          ? t('progress.required', { credit: format.credit(progress.remaining) })
          : null;

  return (
    <Card title={t('inUseTitle')} headingLevel={headingLevel} accent as="section">
      <p>
        <Link href={`/player/promotion/${promotion.id}`}>{localized(promotion.title, language)}</Link>
      </p>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('progress.provider')}</dt>
        <dd className={css.factValue}>{provider}</dd>
        <dt className={css.factTerm}>{t('terms.status')}</dt>
        <dd className={css.factValue}>
          <StatusBadge status={usage.status} kind="usage" />
        </dd>
        <dt className={css.factTerm}>{t('progress.deposit')}</dt>
        <dd className={css.factValue}>{usage.depositCredit !== null ? format.credit(usage.depositCredit) : '–'}</dd>
        <dt className={css.factTerm}>{t('progress.bonus')}</dt>
        <dd className={css.factValue}>{usage.bonusCredit !== null ? format.credit(usage.bonusCredit) : '–'}</dd>
        <dt className={css.factTerm}>{t('progress.currentCredit')}</dt>
        <dd className={css.factValue}>{format.credit(balance)}</dd>
        {progress.minBalance !== null && (
          <>
            <dt className={css.factTerm}>{t('progress.minBalance')}</dt>
            <dd className={css.factValue}>{format.credit(progress.minBalance)}</dd>
          </>
        )}
        {progress.remaining !== null && progress.stage === 'deposited' && (
          <>
            <dt className={css.factTerm}>{t('progress.remaining')}</dt>
            <dd className={css.factValue}>{format.credit(progress.remaining)}</dd>
          </>
        )}
        {progress.maxReceive !== null && (
          <>
            <dt className={css.factTerm}>{t('progress.maxReceive')}</dt>
            <dd className={css.factValue}>{format.credit(progress.maxReceive)}</dd>
          </>
        )}
      </dl>
      {progress.withdrawAll && <p className={css.progressNote}>{t('rules.withdrawAll')}</p>}
      {note && <p className={css.progressNote}>{note}</p>}
      <div className={css.actions}>
        {progress.stage === 'claimed' && (
          <LinkButton href={`/player/deposit?provider=${usage.provider}`} size="sm">
            {t('depositNow')}
          </LinkButton>
        )}
        <Button variant="secondary" size="sm" loading={recheck.isPending} onClick={() => void onRecheck()}>
          {t('recheck')}
        </Button>
        {cancelable && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" size="sm">
                {t('cancel')}
              </Button>
            }
            title={t('cancelTitle')}
            description={t('cancelText')}
            confirmLabel={t('cancel')}
            cancelLabel={t('keep')}
            tone="danger"
            onConfirm={onCancel}
          />
        )}
      </div>
    </Card>
  );
}
