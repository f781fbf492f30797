import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { cx } from '../../internal/cx';
import * as f from './TextField.css';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'style' | 'size' | 'prefix' | 'children' | 'aria-invalid' | 'className'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message (translated); sets aria-invalid. */
  error?: ReactNode;
  /** Inside the box before the input: an icon or a unit. Decorative unless it is text. */
  prefix?: ReactNode;
  /** Inside the box after the input: a unit or a small IconButton. */
  suffix?: ReactNode;
  /** Class of the whole field (label, box, messages). */
  className?: string;
}

/**
 * A labelled text input. Native input attributes pass through by design, and `ref` reaches the
 * <input>, so `{...register('username')}` of react-hook-form works as is.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  prefix,
  suffix,
  className,
  id,
  required,
  disabled,
  type = 'text',
  'aria-describedby': describedBy,
  ...native
}: TextFieldProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className={f.box} data-invalid={control['aria-invalid'] ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          {prefix !== undefined && prefix !== null ? <span className={f.affix}>{prefix}</span> : null}
          <input
            {...native}
            {...control}
            aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
            type={type}
            required={required}
            disabled={disabled}
            className={f.input}
          />
          {suffix !== undefined && suffix !== null ? <span className={f.affix}>{suffix}</span> : null}
        </div>
      )}
    </FormField>
  );
}
