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
}

/**
 * A form's own error (the server refused the whole form: wrong login, registration refused, no
 * connection), above its submit button. role="alert": read out as soon as it appears.
 */
export function FormAlert({ children, announceOnly = false }: FormAlertProps) {
  if (announceOnly)
    return (
      <p role="alert" className={visuallyHidden}>
        {children}
      </p>
    );
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" className={css.alert}>
      <AlertIcon size="1.25em" className={css.alertIcon} />
      <span>{children}</span>
    </div>
  );
}
