import { ApiError, type LoginRequest } from '@dokkham/api';
import { errorMessage, i18n, validationMessage } from '@dokkham/i18n';
import { initTestI18n } from '@dokkham/i18n/testing';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormCancelled, FormRefusal, useApiForm } from './useApiForm';

type Send = (body: LoginRequest) => Promise<{ ok: true }>;

/** A stand-in for an api mutation hook (useLogin ...) whose request is `send`. */
const useFakeMutation = (send: Send) => useMutation<{ ok: true }, ApiError, LoginRequest>({ mutationFn: send, retry: false });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const EMPTY: LoginRequest = { username: '', password: '' };
const VALID: LoginRequest = { username: 'somphone', password: 'secret123' };

function apiError(code: string, status = 422, fields: { path: string; message: string }[] = []) {
  return new ApiError({ code, status, message: code, endpoint: 'login', fields });
}

/** A promise settled from outside: a request in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Options = Partial<Parameters<typeof useApiForm<LoginRequest, { ok: true }, LoginRequest>>[0]>;

function setup(send: Send, options: Options = {}) {
  return renderHook(() => useApiForm({ schema: 'login', defaultValues: EMPTY, mutation: useFakeMutation(send), ...options }), { wrapper });
}

function fill(result: ReturnType<typeof setup>['result'], values: LoginRequest = VALID) {
  act(() => {
    result.current.form.setValue('username', values.username);
    result.current.form.setValue('password', values.password);
  });
}

async function fillAndSubmit(result: ReturnType<typeof setup>['result']) {
  fill(result);
  await act(() => result.current.submit());
}

const v = (key: string) => validationMessage(i18n.t, key);

beforeAll(async () => {
  await initTestI18n('lo');
});

beforeEach(() => {
  sessionStorage.clear();
});

describe('useApiForm', () => {
  it("runs the form's rule with the schema: its refusal is the field's error, follows the value and clears once valid", async () => {
    const send = vi.fn<Send>().mockResolvedValue({ ok: true });
    // A rule of the money module's kind: refused with params, for one input.
    const rule = (values: LoginRequest) =>
      values.password === 'secret123' ? new ApiError({ status: 422, code: 'AMOUNT_TOO_LOW', message: '', endpoint: 'createDeposit', params: { min: '50000' } }) : null;
    const { result } = setup(send, { rule, fieldCodes: { AMOUNT_TOO_LOW: 'password' } });
    await fillAndSubmit(result);
    const refused = errorMessage(i18n.t, { code: 'AMOUNT_TOO_LOW', status: 422, params: { min: '50000' }, endpoint: 'createDeposit' });
    expect(refused).toMatch(/LAK/);
    expect(result.current.fieldError('password')).toBe(refused);
    expect(result.current.alert).toBeNull();
    expect(send).not.toHaveBeenCalled();
    // Changed as a player types (validated on change after the first submit): the error goes.
    await act(() => result.current.form.setValue('password', 'secret1234', { shouldValidate: true }));
    expect(result.current.fieldError('password')).toBeUndefined();
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledOnce();
  });

  it('a FormCancelled from toRequest ends the submit quietly: nothing sent, nothing shown, the form free again', async () => {
    const send = vi.fn<Send>();
    const { result } = setup(send, {
      toRequest: () => {
        throw new FormCancelled();
      },
    });
    await fillAndSubmit(result);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.alert).toBeNull();
    expect(result.current.pending).toBe(false);
  });

  it("validates with the form's schema (loaded on first use) and sends nothing while invalid", async () => {
    const send = vi.fn<Send>();
    const { result } = setup(send);
    await act(() => result.current.submit());
    expect(result.current.fieldError('username')).toBe(v('validation:username.required'));
    expect(result.current.fieldError('password')).toBe(v('validation:password.required'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values as the request body, then calls onSuccess', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ ok: true });
    const onSuccess = vi.fn<(data: { ok: true }, body: LoginRequest) => void>();
    const { result } = setup(send, { onSuccess });
    await fillAndSubmit(result);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ ok: true }, VALID));
    expect(send.mock.calls[0]?.[0]).toEqual(VALID);
    expect(result.current.alert).toBeNull();
  });

  it('stays pending until onSuccess has finished (e.g. the navigation after a login)', async () => {
    const navigation = deferred<void>();
    const onSuccess = vi.fn<() => Promise<void>>().mockReturnValue(navigation.promise);
    const { result } = setup(vi.fn<Send>().mockResolvedValue({ ok: true }), { onSuccess });
    fill(result);
    let submitted!: Promise<void>;
    act(() => {
      submitted = result.current.submit();
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(result.current.pending).toBe(true);
    await act(async () => {
      navigation.resolve();
      await submitted;
    });
    expect(result.current.pending).toBe(false);
  });

  it('sends once however often the player submits while it is pending', async () => {
    const request = deferred<{ ok: true }>();
    const send = vi.fn<Send>().mockReturnValue(request.promise);
    const { result } = setup(send);
    fill(result);
    // A double tap: both submits start before any re-render. They settle with the request.
    let tapped!: Promise<unknown>;
    act(() => {
      tapped = Promise.all([result.current.submit(), result.current.submit()]);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      request.resolve({ ok: true });
      await tapped;
    });
    expect(result.current.pending).toBe(false);
    // Settled: the next submit is a new send.
    send.mockResolvedValue({ ok: true });
    await act(() => result.current.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('puts server field errors (VALIDATION_ERROR) under their inputs', async () => {
    const send = vi.fn<Send>().mockRejectedValue(apiError('VALIDATION_ERROR', 422, [{ path: 'username', message: 'validation:username.chars' }]));
    const { result } = setup(send);
    await fillAndSubmit(result);
    await waitFor(() => expect(result.current.fieldError('username')).toBe(v('validation:username.chars')));
    expect(result.current.fieldError('password')).toBeUndefined();
    expect(result.current.alert).toBeNull();
  });

  it('puts a field code under its input, in the words of the error catalogue', async () => {
    const send = vi.fn<Send>().mockRejectedValue(apiError('USERNAME_TAKEN'));
    const onAlert = vi.fn<(error: unknown, text: string) => void>();
    const { result } = setup(send, { fieldCodes: { USERNAME_TAKEN: 'username' }, onAlert });
    await fillAndSubmit(result);
    await waitFor(() => expect(result.current.fieldError('username')).toBe(errorMessage(i18n.t, { code: 'USERNAME_TAKEN' })));
    expect(result.current.alert).toBeNull();
    expect(onAlert).not.toHaveBeenCalled();
  });

  it("shows any other error as the form's alert, translated; alertTexts replace a code's message", async () => {
    const send = vi.fn<Send>().mockRejectedValue(apiError('LOGIN_FAILED', 401));
    const { result } = setup(send);
    await fillAndSubmit(result);
    await waitFor(() => expect(result.current.alert).toBe(errorMessage(i18n.t, apiError('LOGIN_FAILED', 401))));

    const onAlert = vi.fn<(error: unknown, text: string) => void>();
    const other = setup(vi.fn<Send>().mockRejectedValue(apiError('PASSWORD_INCORRECT')), {
      alertTexts: { PASSWORD_INCORRECT: 'wrong current password' },
      onAlert,
    });
    await fillAndSubmit(other.result);
    await waitFor(() => expect(other.result.current.alert).toBe('wrong current password'));
    expect(onAlert).toHaveBeenCalledWith(expect.any(ApiError), 'wrong current password');
  });

  it("an edit of any field clears the form's alert: it answered the last submit", async () => {
    const { result } = setup(vi.fn<Send>().mockRejectedValue(apiError('LOGIN_FAILED', 401)));
    await fillAndSubmit(result);
    await waitFor(() => expect(result.current.alert).not.toBeNull());
    const { onChange } = result.current.register('password');
    await act(() => onChange({ target: { name: 'password', value: 'secret1234' }, type: 'change' }));
    expect(result.current.alert).toBeNull();
  });

  it('a network failure says so', async () => {
    const { result } = setup(vi.fn<Send>().mockRejectedValue(apiError('NETWORK_ERROR', 0)));
    await fillAndSubmit(result);
    await waitFor(() => expect(result.current.alert).toBe(errorMessage(i18n.t, { code: 'NETWORK_ERROR', status: 0 })));
  });

  it('maps the values with toRequest; a refusal thrown there is shown and nothing is sent', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ ok: true });
    let refuse = true;
    const { result } = setup(send, {
      fieldCodes: { USERNAME_TAKEN: 'username' },
      toRequest: (values) => {
        if (refuse) throw new FormRefusal('USERNAME_TAKEN');
        return { ...values, username: values.username.toUpperCase() };
      },
    });
    await fillAndSubmit(result);
    expect(result.current.fieldError('username')).toBe(errorMessage(i18n.t, { code: 'USERNAME_TAKEN' }));
    expect(send).not.toHaveBeenCalled();
    refuse = false;
    await act(() => result.current.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ ...VALID, username: 'SOMPHONE' });
  });

  it('is pending while an async toRequest prepares the body; its failure becomes the alert', async () => {
    const preparing = deferred<LoginRequest>();
    const send = vi.fn<Send>();
    const { result } = setup(send, { toRequest: () => preparing.promise });
    fill(result);
    let submitted!: Promise<void>;
    act(() => {
      submitted = result.current.submit();
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => {
      preparing.reject(new FormRefusal('FINGERPRINT_REQUIRED'));
      await submitted;
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.alert).toBe(errorMessage(i18n.t, { code: 'FINGERPRINT_REQUIRED' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores submits while not ready', async () => {
    const send = vi.fn<Send>();
    const { result } = setup(send, { ready: false });
    await fillAndSubmit(result);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the listed fields as a draft (never the others) and clears it on success', async () => {
    sessionStorage.setItem('dokkham:draft:login', JSON.stringify({ username: 'kept', password: 'never' }));
    const send = vi.fn<Send>().mockResolvedValue({ ok: true });
    const { result } = setup(send, { draft: { name: 'login', fields: ['username'] } });
    expect(result.current.form.getValues()).toEqual({ username: 'kept', password: '' });
    act(() => result.current.form.setValue('username', 'somphone'));
    expect(JSON.parse(sessionStorage.getItem('dokkham:draft:login') ?? '{}')).toEqual({ username: 'somphone' });
    act(() => result.current.form.setValue('password', 'secret123'));
    await act(() => result.current.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sessionStorage.getItem('dokkham:draft:login')).toBeNull());
  });

  it('asks for toRequest when the values are not the request body (types only)', () => {
    const mutation = { mutateAsync: vi.fn<Send>() };
    // Never called: tsc checks the options.
    const check = () =>
      // @ts-expect-error the form lacks `password`: no toRequest, no form.
      useApiForm({ schema: 'login', defaultValues: { username: '' }, mutation });
    expect(check).toBeTypeOf('function');
  });

  it('reset empties the form and the alert', async () => {
    const { result } = setup(vi.fn<Send>().mockRejectedValue(apiError('LOGIN_FAILED', 401)));
    await fillAndSubmit(result);
    await waitFor(() => expect(result.current.alert).not.toBeNull());
    act(() => result.current.reset());
    expect(result.current.alert).toBeNull();
    expect(result.current.form.getValues()).toEqual(EMPTY);
  });

  describe('after a 429', () => {
    const throttled = (retryAfter?: number) =>
      new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'slow down', endpoint: 'login', ...(retryAfter ? { params: { retryAfter } } : {}) });

    it('counts down the Retry-After, keeps what was typed, sends nothing meanwhile, then allows the next try', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const send = vi.fn<Send>().mockRejectedValueOnce(throttled(3)).mockResolvedValue({ ok: true });
        const { result } = setup(send);
        await fillAndSubmit(result);
        await waitFor(() => expect(result.current.retryIn).toBe(3));
        expect(result.current.alert).toBe(errorMessage(i18n.t, throttled(3)));
        expect(result.current.form.getValues()).toEqual(VALID);

        act(() => vi.advanceTimersByTime(1000));
        expect(result.current.retryIn).toBe(2);
        // A submit now is not sent (it would only lengthen the lock): the refusal shows again.
        act(() => result.current.form.setValue('password', 'secret124'));
        await act(() => result.current.submit());
        expect(send).toHaveBeenCalledTimes(1);
        expect(result.current.alert).toBe(errorMessage(i18n.t, throttled(3)));

        act(() => vi.advanceTimersByTime(2000));
        expect(result.current.retryIn).toBeNull();
        await act(() => result.current.submit());
        await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
        expect(send.mock.calls[1]?.[0]).toEqual({ ...VALID, password: 'secret124' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('without a wait (no Retry-After) it is an alert like any other, and the next submit is sent', async () => {
      const send = vi.fn<Send>().mockRejectedValue(throttled());
      const { result } = setup(send);
      await fillAndSubmit(result);
      await waitFor(() => expect(result.current.alert).toBe(errorMessage(i18n.t, throttled())));
      expect(result.current.retryIn).toBeNull();
      await act(() => result.current.submit());
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    });
  });
});
