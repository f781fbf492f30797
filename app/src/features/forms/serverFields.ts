import { isApiError } from '@dokkham/api';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A VALIDATION_ERROR whose `fields` name inputs of this form: each message (an i18n key from the
 * same schemas) goes under its input. Returns whether the error was placed that way; anything else
 * is the form's own error.
 */
export function applyServerFields<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, inputs: readonly Path<T>[]): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return false;
  const placed = error.fields.filter((f) => (inputs as readonly string[]).includes(f.path));
  if (placed.length === 0) return false;
  placed.forEach((f, i) => setError(f.path as Path<T>, { type: 'server', message: f.message }, { shouldFocus: i === 0 }));
  return true;
}
