import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, createChunkReloadGuard, type ChunkReloadGuardOptions } from './chunkReload';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

function preloadError(message = 'Failed to fetch dynamically imported module: /assets/login-abc.js') {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error };
  event.payload = new TypeError(message);
  return event;
}

describe('chunk reload guard', () => {
  let storage: Storage;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let navigating: boolean;
  /** A fresh page (module state) sharing the session's storage, as after a reload. */
  const page = (overrides: Partial<ChunkReloadGuardOptions> = {}) =>
    createChunkReloadGuard({ storage, reload, isNavigating: () => navigating, ...overrides });

  beforeEach(() => {
    storage = memoryStorage();
    reload = vi.fn<() => void>();
    navigating = true;
  });

  it('reloads once when a chunk fails during a navigation', () => {
    const guard = page();
    const event = preloadError();
    guard.onPreloadError(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    expect(guard.reloading).toBe(true);
    // more failures of the same page while it reloads do not reload again
    guard.onPreloadError(preloadError('Unable to preload CSS for /assets/login.css'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the chunk still fails after the reload (no loop)', () => {
    page().onPreloadError(preloadError());
    const afterReload = page();
    const event = preloadError();
    afterReload.onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(afterReload.reloading).toBe(false);
    // the router's own once-per-module reload is marked as done too
    expect(storage.getItem(`tanstack_router_reload:${event.payload.message}`)).toBe('1');
    // a page that failed keeps the flag
    afterReload.onRendered();
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
  });

  it('clears the flag after a successful load, so a later deploy can recover again', () => {
    page().onPreloadError(preloadError());
    page().onRendered();
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    page().onPreloadError(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a failed preload on hover (no navigation)', () => {
    navigating = false;
    const guard = page();
    const event = preloadError();
    guard.onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('does not reload offline (the offline page retries when the network returns)', () => {
    const guard = page({ isOnline: () => false });
    const event = preloadError();
    guard.onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    // back online, the same failure during a navigation reloads as before
    page({ isOnline: () => true }).onPreloadError(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when sessionStorage is unusable', () => {
    const broken: Storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const guard = page({ storage: broken });
    const event = preloadError();
    guard.onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
