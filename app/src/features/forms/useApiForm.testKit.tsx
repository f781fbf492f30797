/** What the useApiForm tests share (tests only): a login form on a fake mutation, and the steps to fill and submit it. */
import { ApiError, type LoginRequest } from '@dokkham/api';
import { i18n, validationMessage } from '@dokkham/i18n';
import { initTestI18n } from '@dokkham/i18n/testing';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach } from 'vitest';
import { useApiForm } from './useApiForm';

export type Send = (body: LoginRequest) => Promise<{ ok: true }>;

/** A stand-in for an api mutation hook (useLogin ...) whose request is `send`. */
const useFakeMutation = (send: Send) => useMutation<{ ok: true }, ApiError, LoginRequest>({ mutationFn: send, retry: false });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

export const EMPTY: LoginRequest = { username: '', password: '' };
export const VALID: LoginRequest = { username: 'somphone', password: 'secret123' };

export function apiError(code: string, status = 422, fields: { path: string; message: string }[] = []) {
  return new ApiError({ code, status, message: code, endpoint: 'login', fields });
}

/** A promise settled from outside: a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Options = Partial<Parameters<typeof useApiForm<LoginRequest, { ok: true }, LoginRequest>>[0]>;

export function setup(send: Send, options: Options = {}) {
  return renderHook(() => useApiForm({ schema: 'login', defaultValues: EMPTY, mutation: useFakeMutation(send), ...options }), { wrapper });
}

export function fill(result: ReturnType<typeof setup>['result'], values: LoginRequest = VALID) {
  act(() => {
    result.current.form.setValue('username', values.username);
    result.current.form.setValue('password', values.password);
  });
}

export async function fillAndSubmit(result: ReturnType<typeof setup>['result']) {
  fill(result);
  await act(() => result.current.submit());
}

export const v = (key: string) => validationMessage(i18n.t, key);

/** Called at a test file's top: Lao texts loaded, no draft left from the test before. */
export function prepareFormTests(): void {
  beforeAll(async () => {
    await initTestI18n('lo');
  });
  beforeEach(() => {
    sessionStorage.clear();
  });
}
