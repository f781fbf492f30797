/** What a save of the deposit limits did, read from the agency's answer and said in words. */
import {
  BANK_CURRENCY,
  compare,
  LIMIT_WINDOWS,
  type DepositLimit,
  type LimitWindow,
  type ProtectionResponse,
  type SetDepositLimitsRequest,
} from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Card } from '@dokkham/ui/Card';
import { useEndsAt } from './restriction';
import * as css from './settings.css';

/** One limit the save changed: in force now, or pending until `appliesAt` (the old `current` holding meanwhile). */
export type LimitOutcome =
  | { window: LimitWindow; kind: 'now'; amount: string }
  | { window: LimitWindow; kind: 'pending'; amount: string | null; appliesAt: string; current: string | null };

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : compare(a, b) === 0);

/**
 * Per window, against the limits before the save: a limit the player changed is either the one in
 * force now (lower, or new) or the pending one (a raise or removal waits 24 hours). A window left as
 * it was is not mentioned; none changed: an empty list.
 */
export function limitOutcomes(before: readonly DepositLimit[], sent: SetDepositLimitsRequest, answer: ProtectionResponse): LimitOutcome[] {
  const outcomes: LimitOutcome[] = [];
  for (const window of LIMIT_WINDOWS) {
    const next = sent[window] === '' ? null : sent[window];
    const was = before.find((l) => l.window === window)?.amount ?? null;
    const after = answer.limits.find((l) => l.window === window);
    if (!after || same(next, was)) continue;
    if (after.pending && same(after.pending.amount, next))
      outcomes.push({ window, kind: 'pending', amount: next, appliesAt: after.pending.appliesAt, current: after.amount });
    else if (after.amount !== null && same(after.amount, next)) outcomes.push({ window, kind: 'now', amount: after.amount });
  }
  return outcomes;
}

export function LimitResult({ outcomes }: { outcomes: readonly LimitOutcome[] }) {
  const { t } = useTranslation('protection');
  const format = useFormat();
  const at = useEndsAt();
  const kip = (amount: string | null) => (amount === null ? t('noLimit') : format.money(amount, BANK_CURRENCY));
  const said = outcomes.map((o) => {
    const limit = t(`limits.name.${o.window}`);
    if (o.kind === 'now') return t('limits.result.now', { limit, amount: kip(o.amount) });
    const when = at({ endsAt: o.appliesAt });
    return o.amount === null
      ? t('limits.result.removePending', { limit, at: when, current: kip(o.current) })
      : t('limits.result.pending', { limit, amount: kip(o.amount), at: when, current: kip(o.current) });
  });
  return (
    <Card title={t('limits.saved')} headingLevel={2} accent>
      {said.length === 0 ? (
        <p>{t('limits.result.unchanged')}</p>
      ) : (
        <ul className={css.result}>
          {said.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
