import type { QueryClient } from '@tanstack/react-query';
import type { BlockerFn } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../router';
import { TAKE_OVER } from '../sw/rules';
import { startServiceWorker } from './serviceWorker';

/**
 * The switch to a new build on an in-app navigation (serviceWorker.ts), with the browser's side
 * faked: the registration, the new worker's answer and the moment it takes control. The whole
 * path in a real browser is e2e/update.spec.ts; the case Chromium makes slow (a warmed-up old
 * worker holding the activation back) cannot be made to happen on cue there, so it is here.
 */

type Answer = 'accept' | 'decline';

function fakeWorker(answer: Answer) {
  const worker = {
    asked: 0,
    postMessage(message: { type: string }, [port]: [MessagePort]) {
      expect(message.type).toBe(TAKE_OVER);
      worker.asked++;
      port.postMessage({ takingOver: answer === 'accept' });
    },
  };
  return worker;
}

function setUp(answer: Answer, { mutating = 0 } = {}) {
  const worker = fakeWorker(answer);
  const container = new EventTarget() as EventTarget & { controller: unknown; register: unknown };
  container.controller = { old: true };
  const registration = { waiting: worker as unknown, update: async () => undefined };
  container.register = async () => registration;
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

  let blocker: BlockerFn | undefined;
  const unblock = vi.fn<() => void>();
  const router = { history: { block: ({ blockerFn }: { blockerFn: BlockerFn }) => ((blocker = blockerFn), unblock) } } as unknown as AppRouter;
  const queryClient = { isMutating: () => mutating } as unknown as QueryClient;

  /** The new worker activates: it controls the tab. */
  const takeControl = () => {
    container.controller = worker;
    registration.waiting = null;
    container.dispatchEvent(new Event('controllerchange'));
  };
  /** An in-app navigation from /player to `to`; what the blocker answers (true: it took it over). */
  const navigate = (to: string, action: 'PUSH' | 'BACK' = 'PUSH') =>
    Promise.resolve(
      blocker!({
        currentLocation: { pathname: '/player' },
        nextLocation: { pathname: to, href: to },
        action,
      } as unknown as Parameters<BlockerFn>[0]),
    );
  return { worker, assign, unblock, takeControl, navigate, start: () => startServiceWorker(router, queryClient) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an in-app navigation while a new build waits', () => {
  it('loads the next page in full once the new worker controls the tab', async () => {
    const t = setUp('accept');
    await t.start();
    const answer = t.navigate('/player/deposit');
    await vi.waitFor(() => expect(t.worker.asked).toBe(1));
    t.takeControl();
    await expect(answer).resolves.toBe(true);
    expect(t.unblock).toHaveBeenCalledOnce();
    expect(t.assign).toHaveBeenCalledWith('/player/deposit');
  });

  it('goes on in this build when the new worker is slow to take control, and switches on the next navigation after it did', async () => {
    const t = setUp('accept');
    await t.start();
    let answer: boolean | undefined;
    void t.navigate('/player/deposit').then((taken) => (answer = taken));
    // Each check moves the fake clock on (vi.waitFor under fake timers) past the 2 s wait.
    await vi.waitFor(() => expect(answer).toBe(false), { timeout: 4000 });
    expect(t.worker.asked).toBe(1);
    expect(t.assign).not.toHaveBeenCalled();

    // Still not in control: the next navigation neither asks again nor waits.
    await expect(t.navigate('/player/withdraw')).resolves.toBe(false);
    expect(t.worker.asked).toBe(1);

    t.takeControl();
    await expect(t.navigate('/player/bank')).resolves.toBe(true);
    expect(t.assign).toHaveBeenCalledExactlyOnceWith('/player/bank');
  });

  it('stays in this build while another tab runs it (the worker declines), and asks again next time', async () => {
    const t = setUp('decline');
    await t.start();
    await expect(t.navigate('/player/deposit')).resolves.toBe(false);
    await expect(t.navigate('/player/withdraw')).resolves.toBe(false);
    expect(t.worker.asked).toBe(2);
    expect(t.assign).not.toHaveBeenCalled();
  });

  it('never on a back or forward', async () => {
    const back = setUp('accept');
    await back.start();
    await expect(back.navigate('/player/deposit', 'BACK')).resolves.toBe(false);
    expect(back.worker.asked).toBe(0);
  });

  it('never while money is being sent', async () => {
    const sending = setUp('accept', { mutating: 1 });
    await sending.start();
    await expect(sending.navigate('/player/deposit')).resolves.toBe(false);
    expect(sending.worker.asked).toBe(0);
  });
});
