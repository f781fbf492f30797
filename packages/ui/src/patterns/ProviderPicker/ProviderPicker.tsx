import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { FieldError } from '../../primitives/FormField/FormField';
import * as s from './ProviderPicker.css';

export interface ProviderOption {
  value: string;
  /** The provider's name. */
  label: ReactNode;
  /** A line under the name (the provider's credit). */
  detail?: ReactNode;
  disabled?: boolean;
}

export interface ProviderPickerProps {
  legend: ReactNode;
  options: readonly ProviderOption[];
  /** What is wrong with the choice (translated): on the group, each radio aria-invalid and described by it. */
  error?: ReactNode;
  /** The radios' name: react-hook-form's `register(name)` spreads name, onChange, onBlur and ref here. */
  name: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  /** Uncontrolled use without a form library. */
  defaultValue?: string;
}

/**
 * The provider a money action is for (deposit, withdraw, a promotion's claim): native radios named
 * after the contract's field, one card each with the provider's name and a detail line; the card
 * is the target and carries the focus ring. One error for the group, under it (the group aria-invalid, each radio described by it).
 */
export function ProviderPicker({ legend, options, error, name, onChange, onBlur, ref, defaultValue }: ProviderPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    // A radiogroup rather than a fieldset: it is the role that carries aria-invalid (radios do not).
    <div
      role="radiogroup"
      className={s.fieldset}
      aria-labelledby={`${id}-legend`}
      aria-invalid={hasError || undefined}
      aria-describedby={hasError ? errorId : undefined}
    >
      <span id={`${id}-legend`} className={s.legend}>
        {legend}
      </span>
      <div className={s.options}>
        {options.map((option) => {
          // Named by the provider alone; the detail (its credit) and the group's error describe it.
          const labelId = `${id}-${option.value}`;
          const detailId = option.detail !== undefined ? `${labelId}-detail` : undefined;
          const describedBy = [detailId, hasError && errorId].filter(Boolean).join(' ') || undefined;
          return (
            <label key={option.value} className={s.option}>
              <input
                type="radio"
                className={s.radio}
                name={name}
                value={option.value}
                onChange={onChange}
                onBlur={onBlur}
                ref={ref}
                disabled={option.disabled}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
                aria-labelledby={labelId}
                aria-describedby={describedBy}
              />
              <span className={s.text}>
                <span id={labelId}>{option.label}</span>
                {detailId ? (
                  <span id={detailId} className={s.detail}>
                    {option.detail}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
