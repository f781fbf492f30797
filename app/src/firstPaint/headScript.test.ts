import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_ATTRIBUTE, SIGNED_IN_HINT_KEY } from './constants';
import { headScript } from './headScript';

const ENTRY = '/assets/index-abc.js';
const FETCHES = ['/api/v2/agency/info', '/api/v2/players/info'];
const MODULES = ['/assets/login-abc.js', '/assets/auth-abc.js'];

/** Runs the script as the page would, in <head>: the document is the test's. */
function run(): void {
  // oxlint-disable-next-line no-new-func -- the script is a string in the page; this is how it runs there
  new Function(headScript({ entry: ENTRY, modules: MODULES, fetches: FETCHES }))();
}

const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.crossOrigin, new URL(l.href).pathname]);
const modulePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
/** A frame and a task later: the shell painted (without largest-contentful-paint entries: the next frame). */
const painted = () => vi.advanceTimersByTimeAsync(100);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
  // The page's requests (the entry, the preloads) are answered here, empty.
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> & { fetch: Record<string, unknown> } } }).happyDOM;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  settings.fetch.interceptor = { beforeAsyncRequest: () => Promise.resolve(new Response('{}')) };
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
  localStorage.clear();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('the prerendered pages\' head script', () => {
  it('lets a Lao guest see the shell, and asks for the app (its first answers, the page\'s code) only after the shell is painted', async () => {
    run();
    expect(document.documentElement.hasAttribute(BOOT_ATTRIBUTE)).toBe(false);
    expect(entryScript()).toBeNull();
    await painted();
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    expect(entryScript()?.crossOrigin).toBe('');
    expect(preloads()).toEqual(FETCHES.map((url) => ['fetch', 'use-credentials', url]));
    expect(modulePreloads()).toEqual(MODULES);
  });

  it.each([
    ['another stored language', () => localStorage.setItem('dokkham.language', 'th')],
    ['the signed-in hint', () => localStorage.setItem(SIGNED_IN_HINT_KEY, '1')],
  ])('shows the boot screen for %s, and asks for the app at once (not for the shell\'s page: it may be another)', (_name, arrange) => {
    arrange();
    run();
    expect(document.documentElement.hasAttribute(BOOT_ATTRIBUTE)).toBe(true);
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    expect(modulePreloads()).toEqual([]);
  });

  it('shows the shell for Lao, an unknown stored value, or blocked storage', () => {
    localStorage.setItem('dokkham.language', 'lo');
    run();
    localStorage.setItem('dokkham.language', 'xx');
    run();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    run();
    expect(document.documentElement.hasAttribute(BOOT_ATTRIBUTE)).toBe(false);
  });

  it('asks for the app once, however many reasons to (painted, a second after the fonts, 3 s)', async () => {
    run();
    await vi.runAllTimersAsync();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('keeps a form from being sent while the shell is up (#boot in the page), not after', () => {
    run();
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form></form></div>';
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.querySelector('form')?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    document.getElementById('boot')?.remove();
    expect(submit()).toBe(false);
  });
});
