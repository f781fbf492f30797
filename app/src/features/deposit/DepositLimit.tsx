/**
 * The player's own deposit limits on the deposit page: what is left (beside the amount), the limit
 * reached (and when it frees up, when the history can tell), and the offer to set one for a player
 * with none ("not now" remembered per player for 30 days).
 */
import { compare, LIMIT_WINDOW_MS, PAGE_SIZE_MAX, queries, type DepositAllowance, type ProtectionResponse } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button, LinkButton } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useEndsAt } from '../protection/restriction';
import * as css from './DepositScreen.css';
import { limitFreesAt } from './limitFreesAt';
import { answeredNotNow, rememberNotNow } from './limitPrompt';

/** Nothing left of the allowance: no deposit can be made now. */
export const limitReached = (allowance: DepositAllowance | null): boolean => !!allowance && compare(allowance.remaining, '0') <= 0;

/** A calendar day in Vientiane (UTC+7), as the history's date filter takes it. */
const laoDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

/** The limit reached: which, and from when deposits are possible again (asked of the history, once reached). */
export function LimitReached({ protection }: { protection: ProtectionResponse }) {
  const { t } = useTranslation('deposit');
  const at = useEndsAt();
  const now = new Date(protection.serverTime);
  const since = now.getTime() - Math.max(...Object.values(LIMIT_WINDOW_MS));
  const history = useQuery(queries.deposits({ from: laoDay(since), pageSize: PAGE_SIZE_MAX }));
  const frees = history.data
    ? limitFreesAt(protection.limits, history.data.items, history.data.total <= history.data.items.length, now)
    : null;
  const window = protection.allowance?.window ?? 'daily';
  return (
    <div className={css.limitNote} data-testid="limit-reached">
      <p className={css.limitNoteTitle}>{t('limit.reached.title')}</p>
      <p>{t(`limit.reached.${window}`)}</p>
      {frees && <p>{t('limit.reached.freesAt', { at: at({ endsAt: frees.toISOString() }) })}</p>}
    </div>
  );
}

/**
 * A player with no limit at all (none in force, none pending) is offered to set one. "Not now"
 * hides it and is remembered for this player on this device; `onDismissed` gives focus a place to
 * go, the button being gone.
 */
export function LimitPrompt({ protection, onDismissed }: { protection: ProtectionResponse; onDismissed: () => void }) {
  const { t } = useTranslation('deposit');
  const playerId = useQuery(queries.my()).data?.player.id;
  const [dismissed, setDismissed] = useState(false);
  // Read once, on the page's arrival: whether "not now" was answered within the last 30 days.
  const [now] = useState(Date.now);
  const noLimit = protection.limits.every((l) => l.amount === null && l.pending === null);
  if (!playerId || !noLimit || dismissed || answeredNotNow(playerId, now)) return null;
  return (
    <div data-testid="limit-prompt">
      <Card title={t('limitPrompt.title')} headingLevel={2}>
        <div className={css.prompt}>
          <p>{t('limitPrompt.text')}</p>
          <div className={css.actions}>
            <LinkButton href="/player/responsible-gaming/limits" size="sm">
              {t('limitPrompt.set')}
            </LinkButton>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => {
                rememberNotNow(playerId, Date.now());
                setDismissed(true);
                onDismissed();
              }}
            >
              {t('limitPrompt.later')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
