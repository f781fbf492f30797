/**
 * Form drafts in sessionStorage (NOTES.md): a reload after a failed lazy chunk (a deploy), or the
 * player switching apps and the phone discarding the tab, loses nothing already typed. Only the
 * fields a form lists are kept: never passwords. Drafts live for the tab's session.
 */
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormWatch } from 'react-hook-form';

const PREFIX = 'dokkham:draft:';

/** The forms that keep drafts. Registration fills the login draft for the login that follows. */
export const DRAFTS = { login: 'login', register: 'register' } as const;
export type DraftName = (typeof DRAFTS)[keyof typeof DRAFTS];

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The saved fields of a form (strings only), or {} when there is none. */
export function readDraft(form: string): Record<string, string> {
  try {
    const raw = storage()?.getItem(PREFIX + form);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function writeDraft(form: string, values: Record<string, string>): void {
  try {
    const kept = Object.entries(values).filter(([, v]) => v !== '');
    if (kept.length === 0) storage()?.removeItem(PREFIX + form);
    else storage()?.setItem(PREFIX + form, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or blocked: the form still works, only without the safety net.
  }
}

export function clearDraft(form: string): void {
  try {
    storage()?.removeItem(PREFIX + form);
  } catch {
    // As above.
  }
}

/**
 * Saves `fields` of a react-hook-form form as they change (nothing when `form` is undefined).
 * Restore with `readDraft` in defaultValues; useApiForm does both.
 */
export function useFormDraft<T extends FieldValues>(form: string | undefined, watch: UseFormWatch<T>, fields: readonly Path<T>[]): void {
  useEffect(() => {
    if (form === undefined) return undefined;
    const subscription = watch((values, { name }) => {
      if (name && !fields.includes(name as Path<T>)) return;
      const picked: Record<string, string> = {};
      for (const field of fields) {
        const value: unknown = (values as Record<string, unknown>)[field];
        if (typeof value === 'string') picked[field] = value;
      }
      writeDraft(form, picked);
    });
    return () => subscription.unsubscribe();
    // `fields` is a constant list per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, watch]);
}
