import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './FormField.css';

/** What FormField hands to its control: wire these onto the input. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  /** Visible label (or hidden with `hideLabel`; it still names the control). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** Error message (already translated). Marks the control aria-invalid and describes it. */
  error?: ReactNode;
  /** Shows a required mark; pass `required` to the control too for the semantics. */
  required?: boolean;
  /** Id of the control; generated when left out. */
  id?: string;
  className?: string;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** Label, control, hint and error message, wired together for screen readers. */
export function FormField({ label, hideLabel = false, hint, error, required = false, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(s.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : s.label}>
        {label}
        {required ? (
          <span className={s.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': hasError || undefined })}
      {hasHint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error under it, with the alert icon: FormField's, and a group's (ProviderPicker). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={s.error}>
      <AlertIcon size="1.1em" className={s.errorIcon} />
      <span>{children}</span>
    </p>
  );
}
