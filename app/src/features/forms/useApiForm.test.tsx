import type { LoginRequest } from '@dokkham/api';
import { errorMessage, i18n } from '@dokkham/i18n';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormCancelled, FormRefusal, useApiForm } from './useApiForm';
import { apiError, deferred, EMPTY, fill, fillAndSubmit, prepareFormTests, setup, v, VALID, type Send } from './useApiForm.testKit';

// How a submit goes: validation, the request, pending, toRequest, drafts. Refusals and errors: useApiForm.errors.test.tsx.
prepareFormTests();

describe('useApiForm: sending', () => {
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
});
