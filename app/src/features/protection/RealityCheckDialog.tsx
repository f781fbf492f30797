import { queries } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Dialog } from '@dokkham/ui/Dialog';
import { ClockIcon } from '@dokkham/ui/icons';
import { Skeleton } from '@dokkham/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLogoutAndReload } from '../account/useLogoutAndReload';
import * as css from './RealityCheckDialog.css';
import { loggedInFor, type ShownReminder } from './realityCheckSchedule';

export interface RealityCheckDialogProps {
  /** The reminder on screen; null: closed. */
  reminder: ShownReminder | null;
  onContinue: () => void;
  onActivity: () => void;
  reload?: (path: string) => void;
}

/**
 * The reminder itself: how long the player has been logged in and what went in and out since,
 * with Continue, See my activity and Log out. Only an answer closes it: no click outside, no
 * Escape, no close button (RTS 13).
 */
export function RealityCheckDialog({ reminder, onContinue, onActivity, reload }: RealityCheckDialogProps) {
  const { t } = useTranslation('protection');
  const logout = useLogoutAndReload(reload);
  const continueRef = useRef<HTMLButtonElement>(null);
  // Kept while the dialog closes, so its text does not change during the fade.
  const [last, setLast] = useState(reminder);
  if (reminder && reminder !== last) setLast(reminder);
  const shown = reminder ?? last;
  const { hours, minutes } = shown ? loggedInFor(shown.sessionStartedAt, shown.serverNow) : { hours: 0, minutes: 0 };
  const duration =
    hours === 0
      ? t('reminder.duration.minutes', { minutes })
      : minutes === 0
        ? t('reminder.duration.hours', { hours })
        : t('reminder.duration.hoursMinutes', { hours, minutes });

  return (
    <Dialog
      open={reminder !== null}
      role="alertdialog"
      dismissible={false}
      icon={<ClockIcon />}
      title={t('reminder.title')}
      description={t('reminder.loggedIn', { duration })}
      initialFocusRef={continueRef}
      footer={
        <>
          <Button variant="ghost" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('reminder.logout')}
          </Button>
          <Button variant="secondary" disabled={logout.isPending} onClick={onActivity}>
            {t('reminder.activity')}
          </Button>
          <Button ref={continueRef} disabled={logout.isPending} onClick={onContinue}>
            {t('reminder.continue')}
          </Button>
        </>
      }
    >
      {shown ? <SessionFigures open={reminder !== null} startedAt={shown.sessionStartedAt} /> : null}
    </Dialog>
  );
}

/** What was deposited and withdrawn since the session began: asked afresh each time the reminder opens. */
function SessionFigures({ open, startedAt }: { open: boolean; startedAt: string }) {
  const { t } = useTranslation(['protection', 'ui']);
  const format = useFormat();
  const { data, isError } = useQuery({ ...queries.activityStatement(), staleTime: 0, enabled: open });
  const session = data?.session;
  return (
    <div className={css.figures}>
      <p className={css.since}>{t('reminder.since', { at: format.date(startedAt).slice(0, -3) })}</p>
      {session ? (
        <dl className={css.list}>
          <div className={css.row}>
            <dt>{t('activity.flow.deposited')}</dt>
            <dd className={css.amount}>{format.money(session.deposited, 'LAK')}</dd>
          </div>
          <div className={css.row}>
            <dt>{t('activity.flow.withdrawn')}</dt>
            <dd className={css.amount}>{format.money(session.withdrawn, 'LAK')}</dd>
          </div>
        </dl>
      ) : isError ? (
        <p className={css.since}>{t('reminder.loadFailed')}</p>
      ) : (
        <output aria-label={t('ui:loading')} className={css.list}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </output>
      )}
    </div>
  );
}
