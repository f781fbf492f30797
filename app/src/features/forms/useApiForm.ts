/**
 * The one form hook of the app (ARCHITECTURE.md): every form that sends something to the api goes
 * through it, so validation, server errors, the alert, the pending guard and drafts work the same
 * everywhere. See app/README.md (Forms).
 */
import { isApiError, type ErrorCode } from '@dokkham/api';
import { errorMessageKey, useErrorMessage, useValidationMessage } from '@dokkham/i18n';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { clearDraft, readDraft, useFormDraft, type DraftName } from './drafts';
import { lazyResolver, type FormSchema } from './lazyResolver';
import { applyServerFields } from './serverFields';

/**
 * A refusal decided before anything is sent (e.g. a username already known to be taken, a money
 * rule's `fail` with its params): thrown from `toRequest` or returned by the form's `rule`, it is
 * shown exactly like the server's answer with that code and params (amounts in the unit of the
 * form's endpoint).
 */
export class FormRefusal extends Error {
  override readonly name = 'FormRefusal';
  constructor(
    readonly code: ErrorCode,
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(code);
  }
}

/**
 * The player stepped back before anything was sent (a confirmation declined): thrown from
 * `toRequest`, it ends the submit quietly, with nothing sent and nothing shown.
 */
export class FormCancelled extends Error {
  override readonly name = 'FormCancelled';
  constructor() {
    super('cancelled');
  }
}

interface BaseOptions<TFields extends FieldValues, TData, TVariables> {
  /** The form's rules: a resolver of validation.ts, loaded on the first validation (lazyResolver). */
  schema: FormSchema;
  /** Every input of the form, named after the contract's fields (also the inputs server field errors may name). */
  defaultValues: TFields;
  /** react-hook-form's validation mode (default: on submit, then on change). */
  mode?: Mode;
  /**
   * The api mutation the form sends, e.g. `useLogin()` or `useCreateDeposit()` (money mutations keep
   * their Idempotency-Key per intent: a resend after an unknown outcome reuses it).
   */
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> };
  /**
   * Valid values -> the request body. May be async (the form shows pending meanwhile: e.g. while the
   * player confirms) and may throw a FormRefusal (or any error), shown like a server error, or a
   * FormCancelled, shown not at all. Optional when the values are the body.
   */
  toRequest?: (values: TFields) => TVariables | Promise<TVariables>;
  /** Error codes that belong to one input: their catalogue message goes under it, and it gets the focus. */
  fieldCodes?: Partial<Record<ErrorCode, Path<TFields>>>;
  /**
   * The form's rule beyond its schema (the money module's check of the same values the agency
   * applies): its refusal (an ApiError or FormRefusal with the code and params), or null. Run with
   * the schema on every validation: a refusal whose code is a field code is that input's error
   * from the first submit on, follows the value as it changes and clears once it is valid. Other
   * refusals are left to `toRequest` (the form's alert).
   */
  rule?: (values: TFields) => unknown;
  /** Translated texts that replace the catalogue's message of a code in the form's alert. */
  alertTexts?: Partial<Record<ErrorCode, string>>;
  /** Keeps these inputs in sessionStorage until success (never passwords), restored on the next mount. */
  draft?: { name: DraftName; fields: readonly Path<TFields>[] };
  /** False while the form may not be sent (e.g. agency info missing): submits are ignored. */
  ready?: boolean;
  /** After the mutation's own cache updates; the draft is already cleared. Awaited: the form stays pending (e.g. while navigating). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** Any error that became the form's alert, with the alert's text (e.g. to toast it as well). */
  onAlert?: (error: unknown, text: string) => void;
}

/** `toRequest` may only be left out when the form's values are the request body. */
export type ApiFormOptions<TFields extends FieldValues, TData, TVariables> = BaseOptions<TFields, TData, TVariables> &
  ([TFields] extends [TVariables] ? unknown : { toRequest: (values: TFields) => TVariables | Promise<TVariables> });

export interface ApiForm<TFields extends FieldValues> {
  /** react-hook-form's form, for anything else (watch, control, setValue ...). */
  form: UseFormReturn<TFields>;
  /** Native inputs: `<input {...register('amount')} />`. */
  register: UseFormReturn<TFields>['register'];
  handleSubmit: UseFormReturn<TFields>['handleSubmit'];
  /** The form's onSubmit: validates, then sends once; ignored while pending or not ready. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The translated message under an input (schema, server field or field code), if any. */
  fieldError: (name: Path<TFields>) => string | undefined;
  /** The form's own error, translated (for FormAlert), or null. */
  alert: string | null;
  /** Preparing, sending or finishing (onSuccess): show it on the submit button; the form is not sent again meanwhile. */
  pending: boolean;
  /**
   * Seconds left before the next try after a 429 TOO_MANY_REQUESTS (its Retry-After), else null.
   * Meanwhile a submit is not sent: it shows the refusal again. For FormAlert's countdown.
   */
  retryIn: number | null;
  /** Back to the default values (drafts not restored), without the alert. */
  reset: () => void;
}

function codeOf(error: unknown): unknown {
  return isApiError(error) || error instanceof FormRefusal ? error.code : undefined;
}

/** A throttle's wait in seconds (ApiError params.retryAfter, from the body or Retry-After). */
function waitOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'TOO_MANY_REQUESTS') return null;
  const seconds = Number(error.params.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * The countdown after a 429: when the next try is allowed, and the whole seconds left (ticking once
 * a second while waiting; null once the wait is over).
 */
function useRetryCountdown(): { retryIn: number | null; waitUntil: (at: number | null) => void; waiting: () => boolean } {
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (retryAt === null) return undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= retryAt) setRetryAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  const left = retryAt === null ? 0 : Math.ceil((retryAt - now) / 1000);
  return {
    retryIn: left > 0 ? left : null,
    waitUntil: (at) => {
      setNow(Date.now());
      setRetryAt(at);
    },
    waiting: () => retryAt !== null && Date.now() < retryAt,
  };
}

export function useApiForm<TFields extends FieldValues, TData, TVariables>(
  options: ApiFormOptions<TFields, TData, TVariables>,
): ApiForm<TFields> {
  const { schema, defaultValues, mode, draft, fieldCodes = {}, alertTexts = {}, ready = true } = options;
  const describe = useErrorMessage();
  const message = useValidationMessage();
  // Wrapped: the form's alert is whatever was thrown, even a falsy value.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  // Set synchronously: two quick submits (a double tap) cannot both pass before a re-render.
  const sending = useRef(false);
  const countdown = useRetryCountdown();
  /** The last 429, shown again when the player submits before its wait is over. */
  const throttled = useRef<unknown>(null);

  // Read once: useForm only takes its defaults on the first render.
  const [initial] = useState(() => (draft ? { ...defaultValues, ...pick(readDraft(draft.name), draft.fields) } : defaultValues));
  const [schemaResolver] = useState(() => lazyResolver<TFields>(schema));
  const form = useForm<TFields>({
    // A new resolver each render (useForm takes its options on every render): the rule reads this
    // render's data (credits, limits, the promotion in use).
    resolver: withRule(schemaResolver, options.rule, fieldCodes),
    ...(mode ? { mode } : {}),
    defaultValues: initial as DefaultValues<TFields>,
  });
  const errors = form.formState.errors;
  useFormDraft(draft?.name, form.watch, draft?.fields ?? []);

  const alertText = (e: unknown): string => {
    const code = codeOf(e);
    if (typeof code === 'string' && alertTexts[code as ErrorCode]) return alertTexts[code as ErrorCode] as string;
    // A refusal of ours speaks for the form's endpoint, as the agency's answer would.
    return describe(e instanceof FormRefusal ? { code: e.code, params: e.params, endpoint: schema } : e);
  };

  /** A refusal: under its input (field code, server field errors), else the form's alert. */
  const place = (e: unknown): void => {
    const wait = waitOf(e);
    if (wait !== null) {
      throttled.current = e;
      countdown.waitUntil(Date.now() + wait * 1000);
    }
    const code = codeOf(e);
    const field = typeof code === 'string' ? fieldCodes[code as ErrorCode] : undefined;
    if (field) {
      // The refusal itself is kept with the error: its message needs its params (and their units).
      form.setError(field, { type: 'server', message: errorMessageKey(code), refusal: e } as never, { shouldFocus: true });
      return;
    }
    if (applyServerFields(e, form.setError, Object.keys(defaultValues) as Path<TFields>[])) return;
    setFailure({ error: e });
    options.onAlert?.(e, alertText(e));
  };

  /** Valid values: prepare, send, finish; one at a time. */
  const send = async (values: TFields): Promise<void> => {
    if (sending.current || !ready) return;
    // Still waiting after a 429: nothing is sent (it would only lengthen the lock); say so again.
    if (countdown.waiting()) {
      setFailure({ error: throttled.current });
      return;
    }
    sending.current = true;
    setFailure(null);
    // A refusal thrown synchronously by toRequest is batched with this: no pending flash.
    setPending(true);
    try {
      const variables = await (options.toRequest ? options.toRequest(values) : (values as unknown as TVariables));
      const data = await options.mutation.mutateAsync(variables);
      if (draft) clearDraft(draft.name);
      await options.onSuccess?.(data, variables);
    } catch (refusal) {
      if (!(refusal instanceof FormCancelled)) place(refusal);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  // The alert answers the last submit: once the player edits a field (an input, a select, a
  // Controller's own input) it is out of date, and it must not stand beside the new field errors.
  useEffect(() => {
    const { subscribe } = form;
    return subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type === 'change') setFailure(null);
      },
    });
  }, [form]);

  return {
    form,
    register: form.register,
    handleSubmit: form.handleSubmit,
    submit: (event) => form.handleSubmit(send)(event),
    fieldError: (name) => {
      const error = get(errors, name) as { message?: string; refusal?: unknown } | undefined;
      // A refusal (the rule's or the agency's) says it with its params; the schema's keys are plain.
      return error?.refusal ? alertText(error.refusal) : message(error?.message);
    },
    alert: failure ? alertText(failure.error) : null,
    pending,
    retryIn: countdown.retryIn,
    reset: () => {
      form.reset(defaultValues);
      setFailure(null);
    },
  };
}

/**
 * The schema's resolver, then the form's rule on values the schema accepted: a refusal whose code
 * belongs to an input becomes that input's error, the refusal kept with it (its params).
 */
function withRule<TFields extends FieldValues>(
  base: Resolver<TFields>,
  rule: ((values: TFields) => unknown) | undefined,
  fieldCodes: Partial<Record<ErrorCode, Path<TFields>>>,
): Resolver<TFields> {
  if (!rule) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const refusal = rule(result.values as TFields);
    const code = codeOf(refusal);
    const field = typeof code === 'string' ? fieldCodes[code as ErrorCode] : undefined;
    if (!field) return result;
    return { values: {}, errors: { [field]: { type: 'rule', message: errorMessageKey(code), refusal } } } as never;
  };
}

/** The draft's saved strings for the listed fields only. */
function pick(saved: Record<string, string>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(saved).filter(([name]) => fields.includes(name)));
}
