import { formatNumber, useTranslation } from '@dokkham/i18n';
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormField } from '../FormField/FormField';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as f from '../TextField/TextField.css';
import { GROUP, groupDigits, reformat } from './amountText';
import * as s from './AmountInput.css';

export interface AmountInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** Amount as a plain digit string ("1500000"), "" when empty. */
  value: string;
  /** Receives the plain digit string. */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  id?: string;
  /** Currency code shown after the amount, e.g. LAK. */
  currency?: string;
  /** Limits shown as the hint ("Minimum 10.000 LAK – maximum 5.000.000 LAK"); validation is the form's. */
  min?: number | string;
  max?: number | string;
  /** Replaces the min/max hint. */
  hint?: ReactNode;
  error?: ReactNode;
  /** One-tap amounts under the input; the one equal to the value shows as pressed. */
  quickAmounts?: ReadonlyArray<number | string>;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Longest amount accepted while typing. */
  maxDigits?: number;
  className?: string;
}

/**
 * An amount field in the Lao format: digits are grouped while typing ("1.500.000") with the
 * caret kept in place, the phone shows its numeric keypad, and the value is a plain digit
 * string. Use with react-hook-form's Controller.
 */
export function AmountInput({
  label,
  hideLabel,
  value,
  onChange,
  onBlur,
  ref,
  name,
  id,
  currency,
  min,
  max,
  hint,
  error,
  quickAmounts,
  placeholder,
  required,
  disabled,
  autoFocus,
  maxDigits = 15,
  className,
}: AmountInputProps) {
  const { t } = useTranslation('ui');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current !== null && input && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.target;
    const next = reformat(raw, selectionStart ?? raw.length, maxDigits);
    pendingCaret.current = next.caret;
    // When only a separator was removed nothing changes: put the text and caret back ourselves.
    if (next.digits === value) {
      event.target.value = next.text;
      event.target.setSelectionRange(next.caret, next.caret);
      return;
    }
    onChange(next.digits);
  };

  // Backspace right after a group dot (or Delete right before one) removes the digit beyond it.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = input;
    if (start === null || start !== end) return;
    if (event.key === 'Backspace' && input.value[start - 1] === GROUP) input.setSelectionRange(start - 1, start - 1);
    if (event.key === 'Delete' && input.value[start] === GROUP) input.setSelectionRange(start + 1, start + 1);
  };

  const unit = currency ? `\u00a0${currency}` : '';
  const limits =
    min !== undefined && max !== undefined
      ? t('amount.range', { min: formatNumber(min) + unit, max: formatNumber(max) + unit })
      : min !== undefined
        ? t('amount.min', { min: formatNumber(min) + unit })
        : max !== undefined
          ? t('amount.max', { max: formatNumber(max) + unit })
          : undefined;

  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint ?? limits} error={error} required={required} id={id} className={className}>
      {(control) => (
        <>
          <div className={f.box} data-invalid={control['aria-invalid'] ? '' : undefined} data-disabled={disabled ? '' : undefined}>
            <input
              {...control}
              ref={setRefs}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="done"
              placeholder={placeholder}
              required={required}
              disabled={disabled}
              autoFocus={autoFocus}
              value={groupDigits(value)}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              onBlur={onBlur}
              className={cx(f.input, s.input)}
            />
            {currency ? <span className={cx(f.affix, s.currency)}>{currency}</span> : null}
          </div>
          {quickAmounts && quickAmounts.length > 0 ? (
            <fieldset className={s.chips}>
              <legend className={visuallyHidden}>{t('amount.quick')}</legend>
              {quickAmounts.map((amount) => {
                const digits = String(amount);
                return (
                  <button
                    key={digits}
                    type="button"
                    className={s.chip}
                    aria-pressed={digits === value}
                    disabled={disabled}
                    onClick={() => onChange(digits)}
                  >
                    {formatNumber(digits)}
                  </button>
                );
              })}
            </fieldset>
          ) : null}
        </>
      )}
    </FormField>
  );
}
