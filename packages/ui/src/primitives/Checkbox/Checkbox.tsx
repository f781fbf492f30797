import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from '../FormField/FormField';
import { CheckIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import * as s from './Checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'style' | 'children' | 'aria-invalid' | 'className'> {
  /** The label: a sentence the player agrees to; may contain a link (it opens, it does not tick). */
  children: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** Error message (translated); sets aria-invalid and describes the box. */
  error?: ReactNode;
  /** Class of the whole field (box, label, messages). */
  className?: string;
}

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * A labelled checkbox: a native `<input type="checkbox">` (keyboard, forms, screen readers, and a
 * page painted before any script) lying transparent over a drawn box. Native attributes pass
 * through and `ref` reaches the input, so `{...register('adult')}` of react-hook-form works as is.
 */
export function Checkbox({ children, hint, error, className, id, 'aria-describedby': describedBy, ...native }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = shown(error);
  const hasHint = shown(hint);
  const describers = cx(hasError && errorId, hasHint && hintId, describedBy) || undefined;
  return (
    <div className={cx(s.field, className)}>
      <div className={s.row}>
        <span className={s.control}>
          <input
            {...native}
            id={controlId}
            type="checkbox"
            aria-invalid={hasError || undefined}
            aria-describedby={describers}
            className={s.input}
          />
          <span className={s.box} aria-hidden="true">
            <CheckIcon size="1rem" className={s.mark} />
          </span>
        </span>
        <label htmlFor={controlId} className={s.label}>
          {children}
        </label>
      </div>
      {hasHint || hasError ? (
        <div className={s.messages}>
          {hasHint ? (
            <p id={hintId} className={s.hint}>
              {hint}
            </p>
          ) : null}
          {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      ) : null}
    </div>
  );
}
