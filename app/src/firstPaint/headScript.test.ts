import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_ATTRIBUTE, QUEUED_ATTRIBUTE, SHELL_PART_ATTRIBUTE, SHOWN_ATTRIBUTE, SIGNED_IN_HINT_KEY, START_FAILED_ATTRIBUTE, START_FAILED_TEMPLATE } from '../lib/firstPaintNames';
import { headScript, START_AFTER_MS, type HeadScriptOptions } from './headScript';
import { forgetSent, sentRequest as sent } from './sent';
import { createApiClient } from '@dokkham/api';
import { LoginRequest } from '@dokkham/api/schemas';
import { API_BASE } from '../config';
import { sendOptions } from './send';

const ENTRY = '/assets/index-abc.js';
const FETCHES = ['/api/v2/agency/info', '/api/v2/players/info'];
const MODULES = ['/assets/login-abc.js', '/assets/auth-abc.js'];
const STYLES = ['/assets/TextField-abc.css'];

/** Runs the script as the page would, in <head>: the document is the test's. */
function run(send?: HeadScriptOptions['send']): void {
  // oxlint-disable-next-line no-new-func -- the script is a string in the page; this is how it runs there
  new Function(headScript({ entry: ENTRY, modules: MODULES, styles: STYLES, fetches: FETCHES, page: 'login', send }))();
}

const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.crossOrigin, new URL(l.href).pathname]);
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => [l.crossOrigin, new URL(l.href).pathname]);
const modulePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
const prefetches = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [l.crossOrigin, new URL(l.href).pathname]);
/** A frame and a task later: the shell painted (without largest-contentful-paint entries: the next frame). */
const painted = () => vi.advanceTimersByTimeAsync(100);

/** The login's `send`, as the build gives it. */
const LOGIN = sendOptions('login');

/** The requests the page sent (fetch: the preloads are links, not requests here). */
const requests: Request[] = [];

/** The listeners each run added to the document (one test's page is not the next one's). */
const listening: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
const addEventListener = document.addEventListener.bind(document);

beforeEach(() => {
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listening.push([type, listener, options]);
    addEventListener(type, listener, options);
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
  // The page's requests (the entry, the preloads) are answered here, empty.
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> & { fetch: Record<string, unknown> } } }).happyDOM;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  requests.length = 0;
  settings.fetch.interceptor = {
    beforeAsyncRequest: ({ request }: { request: Request }) => {
      requests.push(request);
      return Promise.resolve(new Response('{}'));
    },
  };
  forgetSent();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
  localStorage.clear();
});
afterEach(async () => {
  for (const [type, listener, options] of listening.splice(0)) document.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('the prerendered pages\' head script', () => {
  it('lets a Lao guest see the shell; once it is painted, fetches the app\'s code without running it, and starts the app START_AFTER_MS later', async () => {
    run();
    expect(document.documentElement.hasAttribute(BOOT_ATTRIBUTE)).toBe(false);
    expect(entryScript()).toBeNull();
    expect(prefetches()).toEqual([]);
    await painted();
    expect(prefetches()).toEqual([ENTRY, ...MODULES].map((url) => ['', url]));
    expect(entryScript()).toBeNull();
    expect(preloads()).toEqual([]);
    // painted() took up to 100 ms of it.
    await vi.advanceTimersByTimeAsync(START_AFTER_MS - 200);
    expect(entryScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    expect(entryScript()?.crossOrigin).toBe('');
    expect(preloads()).toEqual(FETCHES.map((url) => ['fetch', 'use-credentials', url]));
    expect(modulePreloads()).toEqual(MODULES);
    expect(stylesheets()).toEqual(STYLES.map((url) => ['', url]));
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'])('starts the app at the player\'s first %s, before or after the paint, once', async (type) => {
    const mark = vi.spyOn(performance, 'mark');
    run();
    document.dispatchEvent(new Event(type, { bubbles: true }));
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    expect(modulePreloads()).toEqual(MODULES);
    // The bench splits the page's blocking time there (the load's, the start's).
    expect(mark.mock.calls.map(([name]) => name)).toEqual(['dokkham:start']);
    document.dispatchEvent(new Event(type, { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(mark.mock.calls.filter(([name]) => name === 'dokkham:start')).toHaveLength(1);
    // Its code is asked for as the app asks: nothing is prefetched besides.
    expect(prefetches()).toEqual([]);
  });

  it('marks the page usable at the paint of the shell\'s text (after its fonts), and fetches the app\'s code then', async () => {
    // A browser's largest-contentful-paint observer, fed by the test.
    let paint: (startTime: number, before?: number) => void = () => undefined;
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }, observer: Observer) => void) {}
      observe() {
        paint = (startTime, before = startTime) => this.callback({ getEntries: () => [{ startTime: before }, { startTime }] }, this);
      }
      disconnect() {
        paint = () => undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    // performance is the fake timers' here (its marks are not kept): its calls are what counts.
    const mark = vi.spyOn(performance, 'mark');
    const usableMarks = () => mark.mock.calls.map(([name, options]) => [name, options?.detail, options?.startTime]);
    document.body.innerHTML = '<div id="root"><div id="boot"></div><main></main></div>';
    run();
    await vi.advanceTimersByTimeAsync(0);
    expect(entryScript()).toBeNull();
    const fontsIn = performance.now();
    // The boot screen's paint before the fonts were in does not count; the shell's text after does.
    paint(fontsIn + 40, fontsIn - 5);
    expect(usableMarks()).toEqual([['dokkham:usable', 'login', fontsIn + 40]]);
    expect(prefetches()).toEqual([['', ENTRY]]);
    paint(fontsIn + 90);
    expect(usableMarks()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('does not mark a paint that comes after the app\'s code was asked for on a timer (it may be the app\'s)', async () => {
    let paint: (startTime: number) => void = () => undefined;
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
      observe() {
        paint = (startTime) => this.callback({ getEntries: () => [{ startTime }] });
      }
      disconnect() {
        paint = () => undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const mark = vi.spyOn(performance, 'mark');
    document.body.innerHTML = '<div id="root"><div id="boot"></div><main></main></div>';
    run();
    await vi.advanceTimersByTimeAsync(1000);
    expect(prefetches()).not.toEqual([]);
    paint(performance.now());
    expect(mark).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
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
    expect(stylesheets()).toEqual([]);
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

  it('fetches and starts the app once, however many reasons to (painted, a second after the fonts, 3 s; the start\'s timer, a touch)', async () => {
    run();
    await vi.runAllTimersAsync();
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(prefetches()).toHaveLength(1 + MODULES.length);
  });

  it('queues a form submitted while the shell is up (#boot in the page) for the app, which it starts, and leaves it alone after', () => {
    run();
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form></form></div>';
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
    expect(entryScript()).toBeNull();
    expect(submit()).toBe(true);
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    form.removeAttribute(QUEUED_ATTRIBUTE);
    document.getElementById('boot')?.remove();
    expect(submit()).toBe(false);
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
  });

  it('sends a login submitted in the shell at once, as the api client sends it, and leaves the answer for the app; not with a field out of its rule, not twice', async () => {
    run(LOGIN);
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form><input name="username" value="demo"><input name="password" type="password" value=""><button type="submit">Log in</button></form></div>';
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    submit();
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
    expect(sent(), 'an empty password: the app\'s validation speaks').toBeUndefined();
    (form.elements.namedItem('password') as HTMLInputElement).value = 'demo1234';
    submit();
    expect(sent()).toMatchObject({ url: LOGIN.url, body: '{"username":"demo","password":"demo1234"}' });
    await expect(sent()?.response.then((r) => r.text())).resolves.toBe('{}');
    const [shell, ...more] = requests.filter((r) => new URL(r.url).pathname === LOGIN.url);
    expect(more).toEqual([]);
    // The api client's own login request, for the same body: the shell's is the same request.
    const asked: Request[] = [];
    const client = createApiClient({ baseUrl: API_BASE, getLanguage: () => 'lo', fetch: (input, init) => (asked.push(new Request(new URL(String(input), location.href), init)), Promise.resolve(new Response('{}'))) });
    await client.request('login', { body: { username: 'demo', password: 'demo1234' } }).catch(() => undefined);
    const own = asked[0] as Request;
    const described = (r: Request) => ({ url: new URL(r.url).pathname, method: r.method, credentials: r.credentials, headers: [...r.headers].sort() });
    expect(described(shell as Request)).toEqual(described(own));
    await expect((shell as Request).text()).resolves.toBe(await own.text());
    // Not again while the app has not taken the first one.
    submit();
    await vi.advanceTimersByTimeAsync(10);
    expect(requests.filter((r) => new URL(r.url).pathname === LOGIN.url)).toHaveLength(1);
  });

  it('sends again at a later early submit when its request failed (no answer at all: the player is back online)', async () => {
    run(LOGIN);
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form><input name="username" value="demo"><input name="password" type="password" value="demo1234"><button type="submit">Log in</button></form></div>';
    const form = document.querySelector('form') as HTMLFormElement;
    const { settings } = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM;
    settings.fetch.interceptor = { beforeAsyncRequest: () => Promise.reject(new TypeError('Failed to fetch')) };
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const first = sent();
    await expect(first?.response).rejects.toThrow('Failed to fetch');
    expect(first?.failed).toBe(true);
    settings.fetch.interceptor = { beforeAsyncRequest: () => Promise.resolve(new Response('{}')) };
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent()).not.toBe(first);
    await expect(sent()?.response.then((r) => r.status)).resolves.toBe(200);
  });

  it.each([
    ['ab', 'demo1234'],
    ['Demo', 'demo1234'],
    ['demo.x', 'demo1234'],
    ['a'.repeat(17), 'demo1234'],
    ['demo', 'short'],
    ['demo', 'x'.repeat(33)],
    ['demo', 'demo\u202e1234'],
    ['demo', '\u{1F600}'.repeat(16)],
    ['demo', '\u{1F600}'.repeat(17)],
    ['de-m_o9', 'ພາສາລາວ 1'],
  ])('sends %j / %j exactly when the contract\'s LoginRequest takes it (the same rules, from the api\'s constants)', (username, password) => {
    run(LOGIN);
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form><input name="username"><input name="password" type="password"><button type="submit">Log in</button></form></div>';
    const form = document.querySelector('form') as HTMLFormElement;
    (form.elements.namedItem('username') as HTMLInputElement).value = username;
    (form.elements.namedItem('password') as HTMLInputElement).value = password;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent() !== undefined).toBe(LoginRequest.safeParse({ username, password }).success);
  });

  it('leaves a form with a field it has no rule for to the app', () => {
    run(LOGIN);
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form><input name="username" value="demo"><input name="password" type="password" value="demo1234"><input type="checkbox" name="remember"><button type="submit">Log in</button></form></div>';
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent()).toBeUndefined();
  });

  it('sends nothing itself for a page without `send` (the register form waits for the app)', async () => {
    run();
    document.body.innerHTML = '<div id="root"><div id="boot"></div><form><input name="username" value="ab"><button type="submit">Go</button></form></div>';
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(10);
    expect(requests).toEqual([]);
    expect(sent()).toBeUndefined();
  });

  it('if the app\'s code cannot be had, a queued form is no longer busy and says so (the page\'s alert); its next submit tries again', () => {
    run();
    document.body.innerHTML = `<div id="root"><div id="boot"></div><form><input name="username"><button type="submit">Log in</button></form></div><template id="${START_FAILED_TEMPLATE}"><div role="alert"><span>No connection</span></div></template>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const alerts = () => [...form.querySelectorAll('[role="alert"]')].map((a) => [a.hasAttribute(START_FAILED_ATTRIBUTE), a.textContent, a.nextElementSibling?.textContent]);
    submit();
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
    entryScript()?.dispatchEvent(new Event('error'));
    expect(entryScript()).toBeNull();
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
    // Above the submit button, where the app puts its own.
    expect(alerts()).toEqual([[true, 'No connection', 'Log in']]);
    submit();
    expect(alerts()).toEqual([]);
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    entryScript()?.dispatchEvent(new Event('error'));
    expect(alerts()).toHaveLength(1);
  });

  it('shows and hides the shell\'s password fields at its show-password toggle, and leaves it to the app once it took over', () => {
    run();
    document.body.innerHTML =
      '<div id="root"><div id="boot"></div><form><input name="username"><div><input name="password" type="password"><input name="confirm" type="password"><button type="button" aria-pressed="false"><span>eye</span>Show</button></div><p><button type="button" aria-pressed="false">Other</button></p></form></div>';
    const [toggle, other] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const types = () => [...document.querySelectorAll('input')].map((i) => [i.type, i.hasAttribute(SHOWN_ATTRIBUTE)]);
    // A tap lands on the toggle's icon as often as on its text.
    toggle.querySelector('span')?.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(types()).toEqual([['text', false], ['text', true], ['text', true]]);
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(types()).toEqual([['text', false], ['password', false], ['password', false]]);
    // A pressable button beside no password field is the app's business.
    other.click();
    expect(other.getAttribute('aria-pressed')).toBe('false');
    document.getElementById('boot')?.remove();
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(types()).toEqual([['text', false], ['password', false], ['password', false]]);
  });

  it('queues a tap on a control of the prerendered frame (the last one only), before the take-over and after it, and starts the app; the app\'s own frame is left alone', () => {
    run();
    document.body.innerHTML = `<div id="root"><div id="boot"></div><div><div ${SHELL_PART_ATTRIBUTE}="top"><header><button type="button" aria-haspopup="dialog" aria-expanded="false">Menu</button><a href="/login">Log in</a><button type="button" aria-haspopup="menu" aria-expanded="false"><span>globe</span>ລາວ</button></header></div><main></main></div></div><header id="app"><button type="button" aria-haspopup="menu" aria-expanded="false">ລາວ</button></header>`;
    const [menu, language, app] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    const queued = () => [...document.querySelectorAll(`[${QUEUED_ATTRIBUTE}]`)].map((b) => b.textContent);
    document.querySelector('a')?.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('a')?.click();
    expect(entryScript()).toBeNull();
    menu.click();
    expect(queued()).toEqual(['Menu']);
    expect(entryScript()?.getAttribute('src')).toBe(ENTRY);
    // A tap lands on the icon as often as on the text; the take-over has kept the part.
    document.getElementById('boot')?.remove();
    language.querySelector('span')?.click();
    expect(queued()).toEqual(['globeລາວ']);
    app.click();
    expect(queued()).toEqual(['globeລາວ']);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
