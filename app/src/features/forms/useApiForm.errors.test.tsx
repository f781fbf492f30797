import { ApiError, type LoginRequest } from '@dokkham/api';
import { errorMessage, i18n } from '@dokkham/i18n';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fillAndSubmit, prepareFormTests, setup, v, VALID, type Send } from './useApiForm.testKit';

// What a refusal or an error shows, and where: the rule's, the server's fields and codes, the alert, a 429.
prepareFormTests();

describe('useApiForm: refusals and errors', () => {
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
