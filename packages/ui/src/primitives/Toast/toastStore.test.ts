import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, resetToasts, subscribeToasts, toast, TOAST_DEFAULT_DURATION, TOAST_REMOVE_DELAY } from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store (what Radix Toast does not do)', () => {
  it('adds an open toast with the SPEC defaults', () => {
    const handle = toast({ title: 'Saved' });
    expect(getToasts()).toEqual([{ id: handle.id, open: true, title: 'Saved', variant: 'default', duration: TOAST_DEFAULT_DURATION }]);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
  });

  it('keeps one toast at a time: a new one replaces the previous', () => {
    toast({ title: 'first' });
    const second = toast({ title: 'second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'second', variant: 'destructive' });
  });

  it('gives deterministic ids', () => {
    expect(toast({}).id).toBe('toast-1');
    expect(toast({}).id).toBe('toast-2');
    resetToasts();
    expect(toast({}).id).toBe('toast-1');
  });

  it('dismiss closes the toast and removes it only after the long delay', () => {
    const handle = toast({ title: 'bye' });
    handle.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: handle.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismiss without id closes all; dismissing twice schedules one removal', () => {
    toast({ title: 'a' });
    dismissToast();
    dismissToast();
    expect(getToasts()[0]?.open).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('a replaced toast leaves no pending timer behind', () => {
    toast({ title: 'a' }).dismiss();
    expect(vi.getTimerCount()).toBe(1);
    toast({ title: 'b' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    resetToasts();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
