import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import * as f from '../TextField/TextField.css';
import * as s from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Language of the label when it differs from the page (e.g. native language names). */
  lang?: string;
}

export interface SelectProps
  extends Omit<ComponentPropsWithRef<'select'>, 'style' | 'children' | 'multiple' | 'size' | 'className' | 'aria-invalid'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly SelectOption[];
  /** A first, unselectable "choose one" entry with the empty value. */
  placeholder?: string;
  className?: string;
}

/**
 * A styled native <select>: the platform picker on phones, full keyboard and screen-reader
 * support everywhere. Works with react-hook-form's register (ref reaches the <select>).
 */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  options,
  placeholder,
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...native
}: SelectProps) {
  const uncontrolled = native.value === undefined && native.defaultValue === undefined;
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div
          className={cx(f.box, s.box)}
          data-invalid={control['aria-invalid'] ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <select
            {...native}
            {...(placeholder !== undefined && uncontrolled ? { defaultValue: '' } : {})}
            {...control}
            aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
            required={required}
            disabled={disabled}
            className={cx(f.input, s.select)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled} lang={o.lang}>
                {o.label}
              </option>
            ))}
          </select>
          <span className={s.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </FormField>
  );
}
