import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINKS_PER_TASK, routePreloadScript, type RoutePreload } from './routePreloadScript';

const FILES = [
  '/assets/route-a.js',
  '/assets/deposit-b.js',
  '/assets/deposit-c.css',
  '/assets/lo-deposit-d.js',
  '/assets/history-e.js',
  '/assets/promotion-f.js',
  '/api/v2/players/my',
  '/api/v2/players/credits',
  '/api/v2/deposits?page=1&pageSize=10',
];
const PAGES: RoutePreload[] = [
  ['^/player/deposit/?$', [0, 1, 2], [3], [6, 7]],
  ['^/player/promotion/history/?$', [0, 4], [], [6, 8]],
  ['^/player/promotion/[^/]+/?$', [0, 5], [], []],
];
const FETCHES = [
  ['preload', 'fetch', 'use-credentials', '/api/v2/players/my'],
  ['preload', 'fetch', 'use-credentials', '/api/v2/players/credits'],
];

/** Runs app.html's script at `path`, as the page would, in <head>, and lets the boot screen paint. */
function runAt(path: string): void {
  history.replaceState(null, '', path);
  // oxlint-disable-next-line no-new-func -- the script is a string in the page; this is how it runs there
  new Function(routePreloadScript(FILES, PAGES))();
  vi.advanceTimersToNextFrame();
  vi.runAllTimers();
}

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [l.rel, l.as || '-', l.crossOrigin, new URL(l.href).pathname]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> & { fetch: Record<string, unknown> } } }).happyDOM;
  // The answers' preloads are fetched by happy-dom: answered here, nothing leaves the test.
  settings.fetch.interceptor = { beforeAsyncRequest: async () => new Response(null, { status: 204 }) };
  settings.disableJavaScriptFileLoading = true;
  settings.disableCSSFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.innerHTML = '';
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("app.html's preload of the opened page's code", () => {
  it("asks for the page's API answers at once, and for its code once the boot screen is painted (a frame, then a task)", () => {
    history.replaceState(null, '', '/player/deposit');
    // oxlint-disable-next-line no-new-func -- as above
    new Function(routePreloadScript(FILES, PAGES))();
    expect(links()).toEqual(FETCHES);
    vi.advanceTimersToNextFrame();
    expect(links()).toEqual(FETCHES);
    vi.runOnlyPendingTimers();
    expect(links()).toHaveLength(6);
  });

  it(`adds a long page's code LINKS_PER_TASK links per task (a phone's main thread is not blocked for all of them at once)`, () => {
    const many = Array.from({ length: 2 * LINKS_PER_TASK + 3 }, (_, i) => `/assets/c${i}.js`);
    history.replaceState(null, '', '/player/deposit');
    // oxlint-disable-next-line no-new-func -- as above
    new Function(routePreloadScript(many, [['^/player/deposit/?$', many.map((_, i) => i), [], []]]))();
    vi.advanceTimersToNextFrame();
    const counts = [];
    for (let task = 0; task < 4; task++) {
      vi.runOnlyPendingTimers();
      counts.push(links().length);
    }
    expect(counts).toEqual([LINKS_PER_TASK, 2 * LINKS_PER_TASK, many.length, many.length]);
    expect(links().map((l) => l[3])).toEqual(many);
  });

  it('adds them all at once in a hidden tab (its timers wait a second)', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const many = Array.from({ length: 2 * LINKS_PER_TASK + 3 }, (_, i) => `/assets/c${i}.js`);
    history.replaceState(null, '', '/player/deposit');
    // oxlint-disable-next-line no-new-func -- as above
    new Function(routePreloadScript(many, [['^/player/deposit/?$', many.map((_, i) => i), [], []]]))();
    expect(links().map((l) => l[3])).toEqual(many);
  });

  it("asks for the page's answers with credentials, and its scripts, stylesheets and Lao texts as Vite's preload would (crossorigin)", () => {
    runAt('/player/deposit');
    expect(links()).toEqual([
      ...FETCHES,
      ['modulepreload', '-', '', '/assets/route-a.js'],
      ['modulepreload', '-', '', '/assets/deposit-b.js'],
      ['preload', 'style', '', '/assets/deposit-c.css'],
      ['modulepreload', '-', '', '/assets/lo-deposit-d.js'],
    ]);
  });

  it('leaves the Lao texts out for a player of another language (their texts are JSON the app asks for)', () => {
    localStorage.setItem('dokkham.language', 'th');
    runAt('/player/deposit/');
    expect(links().map((l) => l[3])).toEqual([...FETCHES.map((l) => l[3]), '/assets/route-a.js', '/assets/deposit-b.js', '/assets/deposit-c.css']);
  });

  it('takes the first page that matches (named paths before parameters), and nothing for an unknown path', () => {
    runAt('/player/promotion/history');
    expect(links().map((l) => l[3])).toEqual(['/api/v2/players/my', '/api/v2/deposits', '/assets/route-a.js', '/assets/history-e.js']);
    document.head.innerHTML = '';
    runAt('/player/promotion/FIX300');
    expect(links().map((l) => l[3])).toEqual(['/assets/route-a.js', '/assets/promotion-f.js']);
    document.head.innerHTML = '';
    runAt('/nowhere');
    expect(links()).toEqual([]);
  });

  it("leaves a list's page to the app when the URL has a search (it may ask for another page)", () => {
    runAt('/player/promotion/history?pageSize=100');
    expect(links().map((l) => l[3])).toEqual(['/api/v2/players/my', '/assets/route-a.js', '/assets/history-e.js']);
  });

  it('counts blocked storage as Lao, as the app does', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    runAt('/player/deposit');
    expect(links().map((l) => l[3])).toContain('/assets/lo-deposit-d.js');
  });
});
