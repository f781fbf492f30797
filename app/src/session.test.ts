import { ApiError, createQueryClient, queryKeys, type ApiClient, type PlayerInfoResponse } from '@dokkham/api';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler, isSessionRejected, isSignedIn, SESSION_KEY } from './session';

const INFO = { player: { id: 'p1', username: 'demo', displayName: 'Demo' } } as unknown as PlayerInfoResponse;
const apiError = (status: number) =>
  new ApiError({ status, code: status === 401 ? 'UNAUTHORIZED' : 'INTERNAL_ERROR', message: `HTTP ${status}`, endpoint: 'playerInfo' });

/** An api client whose playerInfo answers with `answer` (a value or an error to throw). */
function fakeApi(answer: () => unknown) {
  const request = vi.fn<(name: string) => Promise<unknown>>(async (name) => {
    if (name !== 'playerInfo') throw new Error(`unexpected call ${name}`);
    const value = answer();
    if (value instanceof Error) throw value;
    return value;
  });
  return { api: { request } as unknown as ApiClient, request };
}

describe('isSignedIn (player info decides, SPEC §4)', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it('is true when player info answers', async () => {
    const { api } = fakeApi(() => INFO);
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(true);
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual(INFO);
    // one request serves the session and player info
    expect(queryClient.getQueryData(queryKeys.player.info())).toEqual(INFO);
  });

  it('is false for a 401, and the guest answer is cached (no request per guest page)', async () => {
    const { api, request } = fakeApi(() => apiError(401));
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(false);
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again after login invalidated the player queries', async () => {
    let answer: unknown = apiError(401);
    const { api } = fakeApi(() => answer);
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(false);
    answer = INFO;
    await queryClient.invalidateQueries({ queryKey: queryKeys.player.all() });
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(true);
  });

  it('counts a failed check (server error) as a guest, without caching it as one', async () => {
    let answer: unknown = apiError(500);
    const { api } = fakeApi(() => answer);
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(false);
    answer = INFO;
    await expect(isSignedIn({ queryClient, api })).resolves.toBe(true);
  });
});

describe('isSessionRejected', () => {
  it('is true for 4xx answers only', () => {
    expect(isSessionRejected(apiError(401))).toBe(true);
    expect(isSessionRejected(apiError(403))).toBe(true);
    expect(isSessionRejected(apiError(500))).toBe(false);
    expect(isSessionRejected(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline', endpoint: 'my' }))).toBe(false);
    expect(isSessionRejected(new Error('x'))).toBe(false);
  });
});

describe('createUnauthorizedHandler (the 401 rule, SPEC §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(href: string) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.agency.info(), { id: 'agency' });
    queryClient.setQueryData(queryKeys.player.credits.overall(), { total: '1' });
    queryClient.setQueryData(SESSION_KEY, INFO);
    const url = new URL(href, 'http://app.test');
    const navigate = vi.fn<(options: unknown) => Promise<void>>(async () => undefined);
    const router = { latestLocation: { pathname: url.pathname, href }, navigate } as unknown as AnyRouter;
    const handle = createUnauthorizedHandler(() => router, { queryClient });
    return { queryClient, navigate, handle };
  }

  it('forgets the player and goes to /login with the way back', () => {
    const { queryClient, navigate, handle } = setup('/player/withdraw?x=1');
    handle();
    // deferred: the failing call first delivers its error to its caller
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(queryClient.getQueryData(queryKeys.player.credits.overall())).toBeUndefined();
    expect(queryClient.getQueryData(SESSION_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.agency.info())).toEqual({ id: 'agency' });
    expect(navigate).toHaveBeenCalledWith({ to: '/login', search: { redirect: '/player/withdraw?x=1' }, replace: true });
  });

  it('carries no redirect from outside the player area', () => {
    const { navigate, handle } = setup('/register');
    handle();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/login', search: {}, replace: true });
  });

  it('stays put when already on /login', () => {
    const { navigate, handle } = setup('/login?redirect=%2Fplayer%2Fbank');
    handle();
    vi.advanceTimersByTime(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
