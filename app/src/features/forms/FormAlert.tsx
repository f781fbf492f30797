import { useTranslation } from '@dokkham/i18n';
import { AlertIcon } from '@dokkham/ui/icons';
import { visuallyHidden } from '@dokkham/ui/theme';
import type { ReactNode } from 'react';
import * as css from './forms.css';

export interface FormAlertProps {
  children?: ReactNode;
  /**
   * Read out but not shown: the form shows the error another way (a toast outside a modal dialog,
   * which screen readers cannot reach while the dialog is open). Always rendered, empty when none.
   */
  announceOnly?: boolean;
  /** useApiForm's retryIn: after a 429, the seconds before the next try, counting down. */
  retryIn?: number | null;
}

/**
 * The countdown after a 429. role="timer" (not live): the alert is read once, not every second;
 * shown even beside an announce-only alert (the toast says why, this says how long).
 */
function RetryCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('errors');
  return (
    <span role="timer" className={css.retryIn}>
      {t('retryIn', { seconds })}
    </span>
  );
}

/**
 * A form's own error (the server refused the whole form: wrong login, registration refused, no
 * connection), above its submit button. role="alert": read out as soon as it appears.
 */
export function FormAlert({ children, announceOnly = false, retryIn = null }: FormAlertProps) {
  const countdown = retryIn !== null && retryIn > 0 ? <RetryCountdown seconds={retryIn} /> : null;
  if (announceOnly)
    return (
      <>
        <p role="alert" className={visuallyHidden}>
          {children}
        </p>
        {countdown && <p className={css.retryNote}>{countdown}</p>}
      </>
    );
  const empty = children === undefined || children === null || children === false || children === '';
  // The alert clears once the player edits a field; the wait does not.
  if (empty) return countdown ? <p className={css.retryNote}>{countdown}</p> : null;
  return (
    <div role="alert" className={css.alert}>
      <AlertIcon size="1.25em" className={css.alertIcon} />
      <span>
        {children}
        {countdown && (
          <>
            {' '}
            {countdown}
          </>
        )}
      </span>
    </div>
  );
}
