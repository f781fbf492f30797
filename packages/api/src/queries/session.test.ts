import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../client';
import type { PlayerInfoResponse } from '../areas/auth/schemas';
import { queryKeys } from './keys';
import { createQueryClient } from './policy';
import { clearPlayerData, isSessionRejected, isSignedIn, logOut } from './session';

const INFO = { player: { id: 'p1', username: 'demo', displayName: 'Demo' } } as unknown as PlayerInfoResponse;
const apiError = (status: number) =>
  new ApiError({ status, code: status === 401 ? 'UNAUTHORIZED' : 'INTERNAL_ERROR', message: `HTTP ${status}`, endpoint: 'playerInfo' });

/** A QueryClient whose api client answers player info with `answer` (a value or an error to throw). */
function setup(answer: () => unknown) {
  const request = vi.fn<(name: string) => Promise<unknown>>(async (name) => {
    if (name === 'logout') return { ok: true };
    if (name !== 'playerInfo') throw new Error(`unexpected call ${name}`);
    const value = answer();
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { request } as unknown as ApiClient;
  const queryClient = createQueryClient({ api, defaultOptions: { queries: { retry: false } } });
  return { queryClient, request };
}

describe('isSignedIn (player info decides, SPEC §4)', () => {
  it('is true when player info answers, cached as player info (one entry, one request)', async () => {
    const { queryClient } = setup(() => INFO);
    await expect(isSignedIn(queryClient)).resolves.toBe(true);
    expect(queryClient.getQueryData(queryKeys.player.info())).toEqual(INFO);
  });

  it('is false for a 401, and the guest answer is cached (no request per guest page)', async () => {
    const { queryClient, request } = setup(() => apiError(401));
    await expect(isSignedIn(queryClient)).resolves.toBe(false);
    await expect(isSignedIn(queryClient)).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(queryKeys.player.info())).toBeNull();
  });

  it('asks again after login invalidated the player queries', async () => {
    let answer: unknown = apiError(401);
    const { queryClient } = setup(() => answer);
    await expect(isSignedIn(queryClient)).resolves.toBe(false);
    answer = INFO;
    await queryClient.invalidateQueries({ queryKey: queryKeys.player.all() });
    await expect(isSignedIn(queryClient)).resolves.toBe(true);
  });

  it('counts a failed check (server error) as a guest, without caching it as one', async () => {
    let answer: unknown = apiError(500);
    const { queryClient } = setup(() => answer);
    await expect(isSignedIn(queryClient)).resolves.toBe(false);
    answer = INFO;
    await expect(isSignedIn(queryClient)).resolves.toBe(true);
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

describe('clearPlayerData and logOut', () => {
  let queryClient: ReturnType<typeof setup>['queryClient'];
  let request: ReturnType<typeof setup>['request'];
  beforeEach(() => {
    ({ queryClient, request } = setup(() => INFO));
    queryClient.setQueryData(queryKeys.agency.info(), { id: 'agency' });
    queryClient.setQueryData(queryKeys.player.info(), INFO);
    queryClient.setQueryData(queryKeys.player.credits.overall(), { total: '1' });
  });
  afterEach(() => queryClient.clear());

  it('clearPlayerData forgets the player and keeps the agency', () => {
    clearPlayerData(queryClient);
    expect(queryClient.getQueryData(queryKeys.player.info())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.player.credits.overall())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.agency.info())).toEqual({ id: 'agency' });
  });

  it('logOut clears the player data and tells the server, never throwing', async () => {
    await logOut(queryClient);
    expect(queryClient.getQueryData(queryKeys.player.info())).toBeUndefined();
    expect(request).toHaveBeenCalledWith('logout');
    request.mockRejectedValueOnce(apiError(500));
    await expect(logOut(queryClient)).resolves.toBeUndefined();
  });
});
