import { useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CalendarIcon } from '../icons/icons';
import { TextField } from '../TextField/TextField';
import * as s from './DateField.css';
import { parseDisplayDate, toDisplayDate } from './dates';

export interface DateFieldProps {
  /** The contract's field: the native date input (ISO, YYYY-MM-DD) carries this name. */
  name: string;
  label: ReactNode;
  /** ISO date, or '' for none. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  /** A complete, valid date (ISO), or undefined when the field is emptied. */
  onChange: (value: string | undefined) => void;
  /** How to write a date, in the player's language ("DD/MM/YYYY"): the hint and the placeholder. */
  formatHint: string;
  /** What a text that is not a date gets (translated). */
  invalidText: string;
  /** The calendar button's name (translated). */
  pickLabel: string;
}

/**
 * A date typed or picked, shown the app's way (DD/MM/YYYY) whatever the browser's locale: a native
 * date input shows the browser's own order ("mm/dd/yyyy" on an English desktop) beside the app's
 * dates. The player types DD/MM/YYYY, or the calendar button opens the device's own picker (the
 * native input, named after the contract's field, holds the ISO value). A date that is not one
 * is said on the field and what was typed stays.
 */
export function DateField(props: DateFieldProps) {
  // A new value from outside (the URL, the picker, clear) starts the typing over.
  return <DateFieldInner key={props.value} {...props} />;
}

// Its texts come from the screen (like a TextField's label and error), not from the bundled `ui`
// namespace: only lazy screens use it, and the landing's entry has no room for them.
function DateFieldInner({ name, label, value, min, max, onChange, formatHint, invalidText, pickLabel }: DateFieldProps) {
  const [typed, setTyped] = useState(() => toDisplayDate(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const commit = () => {
    if (typed.trim() === '') {
      setInvalid(false);
      if (value) onChange(undefined);
      return;
    }
    const iso = parseDisplayDate(typed);
    const outside = iso !== null && ((min && iso < min) || (max && iso > max));
    setInvalid(iso === null || Boolean(outside));
    if (iso && !outside && iso !== value) onChange(iso);
  };
  return (
    <div className={s.field}>
      <TextField
        label={label}
        hint={formatHint}
        error={invalid ? invalidText : undefined}
        inputMode="numeric"
        autoComplete="off"
        placeholder={formatHint}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          if (invalid) setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        suffix={
          <IconButton
            label={pickLabel}
            icon={<CalendarIcon />}
            size="sm"
            variant="ghost"
            onClick={() => {
              const input = picker.current;
              if (!input) return;
              try {
                input.showPicker();
              } catch {
                input.focus();
              }
            }}
          />
        }
      />
      <input
        ref={picker}
        type="date"
        name={name}
        className={s.picker}
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}
