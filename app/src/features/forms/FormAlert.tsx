import { AlertIcon } from '@dokkham/ui/icons';
import type { ReactNode } from 'react';
import * as css from './forms.css';

/**
 * A form's own error (the server refused the whole form: wrong login, registration refused, no
 * connection), above its submit button. role="alert": read out as soon as it appears.
 */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" className={css.alert}>
      <AlertIcon size="1.25em" className={css.alertIcon} />
      <span>{children}</span>
    </div>
  );
}
