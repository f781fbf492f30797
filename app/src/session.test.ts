import { createQueryClient, queryKeys, type PlayerInfoResponse } from '@dokkham/api';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler } from './session';

const INFO = { player: { id: 'p1', username: 'demo', displayName: 'Demo' } } as unknown as PlayerInfoResponse;

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
    queryClient.setQueryData(queryKeys.player.info(), INFO);
    const url = new URL(href, 'http://app.test');
    const navigate = vi.fn<(options: unknown) => Promise<void>>(async () => undefined);
    const router = {
      options: { context: { queryClient } },
      latestLocation: { pathname: url.pathname, href },
      navigate,
    } as unknown as AnyRouter;
    const handle = createUnauthorizedHandler(() => router);
    return { queryClient, navigate, handle };
  }

  it('forgets the player and goes to /login with the way back', () => {
    const { queryClient, navigate, handle } = setup('/player/withdraw?x=1');
    handle();
    // deferred: the failing call first delivers its error to its caller
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(queryClient.getQueryData(queryKeys.player.credits.overall())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.player.info())).toBeUndefined();
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
