// The first paint of the prerendered pages (/, /login, /register; app/vite/firstPaint.ts): what a
// player sees before any script of the app has run (its code is held back here), whether that is
// the right screen for them (a Lao guest: the page; another language or signed in: the boot
// screen), and the app's take-over: in place, pixel for pixel, nothing shifted, what was typed
// kept. Also the production CSP: no violation, and a dialog still locks the page's scroll.
import { expect, type Page } from '@playwright/test';
import { DEMO, inputLabelled, lo, logIn, rendered, test, text } from './fixtures';
import { buildFiles } from './deploy';
import { DIST_DIR } from '../scripts/server.mjs';
import { SENT_KEY } from '../src/lib/firstPaintNames';

/** What the init script records in the page. */
interface Recorded {
  shifts: { value: number; time: number }[];
  lcp: { time: number; size: number }[];
  violations: string[];
}

/** Records layout shifts, largest paints and CSP violations from the very start of each document. */
async function record(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { recorded: Recorded };
    w.recorded = { shifts: [], lcp: [], violations: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.recorded.shifts.push({ value: e.value, time: e.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { startTime: number; size: number }[]) w.recorded.lcp.push({ time: e.startTime, size: e.size });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('securitypolicyviolation', (e) => w.recorded.violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
const now = (page: Page) => page.evaluate(() => performance.now());

/** Holds every request for `url` until the returned function is called. */
async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's entry script, as the boot-screen page (the SPA fallback) names it. */
async function entryScript(page: Page): Promise<string> {
  const html = await (await page.request.get('/app.html')).text();
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('app.html has no entry script');
  return src;
}

/** The requests for the app's entry script. */
const entryRequests = async (page: Page) => new RegExp(`${(await entryScript(page)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Holds the app's code: what shows meanwhile is what the HTML and CSS paint. */
async function holdApp(page: Page): Promise<() => void> {
  return hold(page, await entryRequests(page));
}

/** Opens /login as soon as it commits and sends the demo login from its shell (Enter in the password). */
async function logInFromShell(page: Page) {
  await page.goto('/login', { waitUntil: 'commit' });
  const password = inputLabelled(page, lo('auth:password'));
  await inputLabelled(page, lo('auth:username')).fill(DEMO.username);
  await password.fill(DEMO.password);
  await password.press('Enter');
  return { password, submit: page.getByRole('button', { name: lo('auth:login.submit') }) };
}

const FRAME_CHUNK = /\/assets\/Frame-[^/]+\.js$/;
const boot = (page: Page) => page.locator('#boot');

test.describe('a Lao guest', () => {
  test('sees the landing painted from HTML before the app runs; the app takes it over in place, pixel for pixel @desktop', async ({ page }) => {
    await record(page);
    const releaseApp = await holdApp(page);
    // The frame's chunk too: the take-over is compared with the app's first commit.
    const releaseFrame = await hold(page, FRAME_CHUNK);
    await page.goto('/', { waitUntil: 'commit' });

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(lo('home:header.title'));
    await page.evaluate(() => document.fonts.ready);
    await expect(boot(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-boot');
    await expect(page.getByRole('link', { name: lo('home:hero.register') })).toHaveAttribute('href', '/register');
    const shell = await page.screenshot();
    await test.info().attach('before the app', { body: shell, contentType: 'image/png' });
    const shellHeading = await heading.elementHandle();

    const released = await now(page);
    releaseApp();
    await expect(boot(page)).toHaveCount(0);
    // The app's own nodes, showing exactly what the shell showed.
    expect(await shellHeading?.evaluate((node) => node.isConnected)).toBe(false);
    await expect(heading).toHaveText(lo('home:header.title'));
    expect(await page.screenshot(), 'the take-over changes no pixel').toEqual(shell);

    const { shifts, lcp, violations } = await recorded(page);
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThanOrEqual(0.02);
    expect(shifts.filter((s) => s.time >= released), 'nothing shifts at the take-over').toEqual([]);
    // Its largest paint is the shell's: the take-over paints nothing larger.
    expect(lcp.filter((e) => e.time >= released)).toEqual([]);
    expect(violations).toEqual([]);

    // The page is the app's: links navigate without loading a document.
    releaseFrame();
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });
    await page.getByRole('main').getByRole('link', { name: lo('home:hero.login') }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('auth:login.title'));
    expect(documents).toBe(0);
  });

  test('sees the whole frame from the first paint (login and register links, language, contact, footer, bottom bar on phones); a tap on language starts the app and opens its menu; nothing shifts @desktop', async ({ page }) => {
    await record(page);
    const phone = (page.viewportSize()?.width ?? 0) <= 576;
    const releaseApp = await holdApp(page);
    const releaseFrame = await hold(page, FRAME_CHUNK);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('home:header.title'));
    await page.evaluate(() => document.fonts.ready);

    // Before any script of the app: the frame a guest sees, whole.
    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('link', { name: lo('nav:navbar.login') })).toHaveAttribute('href', '/login');
    await expect(navbar.getByRole('link', { name: lo('nav:navbar.register') })).toHaveAttribute('href', '/register');
    const language = navbar.getByRole('button', { name: lo('nav:language.current', { language: 'ລາວ' }) });
    await expect(language).toBeVisible();
    const bottomBar = page.getByRole('navigation', { name: lo('nav:bottomBar.label') });
    const contact = phone ? bottomBar.getByRole('button', { name: lo('nav:bottomBar.contact') }) : navbar.getByRole('button', { name: lo('nav:navbar.contactUs') });
    await expect(contact).toBeVisible();
    await expect(bottomBar).toBeVisible({ visible: phone });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: lo('nav:footer.acceptedBanking') })).toBeAttached();
    await expect(footer.getByRole('link', { name: lo('nav:footer.responsibleGaming') })).toHaveAttribute('href', '/responsible-gaming');
    expect(await page.locator('script[type="module"]').count(), 'the app has not run').toBe(0);
    const boxes = () => Promise.all([navbar, footer, page.getByRole('main'), ...(phone ? [bottomBar] : [])].map((part) => part.boundingBox()));
    const shellBoxes = await boxes();
    const shell = await page.screenshot();

    // The app takes over with the frame's code held back: the same frame, pixel for pixel.
    const released = await now(page);
    releaseApp();
    // A key starts the app (a pointer would hover something and change pixels).
    await page.keyboard.press('Shift');
    await expect(boot(page)).toHaveCount(0);
    expect(await page.screenshot(), 'the take-over keeps the frame').toEqual(shell);

    // A tap on language before the frame's code is there: it opens once it is.
    await language.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    releaseFrame();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'ລາວ' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(language).toBeFocused();
    expect(await boxes(), 'the app\'s frame where the shell\'s was').toEqual(shellBoxes);
    const { shifts } = await recorded(page);
    expect(shifts.filter((s) => s.time >= released), 'nothing shifts at the take-over nor when the frame\'s code arrives').toEqual([]);
  });

  test('taps contact before the app ran: the app starts and shows the agency\'s channels', async ({ page }) => {
    const phone = (page.viewportSize()?.width ?? 0) <= 576;
    const releaseApp = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const contact = phone
      ? page.getByRole('navigation', { name: lo('nav:bottomBar.label') }).getByRole('button', { name: lo('nav:bottomBar.contact') })
      : page.getByRole('banner').getByRole('button', { name: lo('nav:navbar.contactUs') });
    await contact.click();
    expect(await page.evaluate(() => document.getElementById('boot') !== null), 'still the shell').toBe(true);
    releaseApp();
    const channels = phone ? page.getByRole('dialog', { name: lo('nav:contact.title') }) : page.getByRole('menu');
    await expect(channels.getByRole(phone ? 'link' : 'menuitem', { name: lo('nav:contact.whatsapp') })).toBeVisible();
  });

  test('keeps what was typed into the login page before the app took over; an early submit leaves at once, and the app takes its answer without sending it again', async ({ page }) => {
    const releaseApp = await holdApp(page);
    let documents = 0;
    let logins = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
      if (r.url().endsWith('/api/v2/players/login')) logins++;
    });
    const { submit } = await logInFromShell(page);
    await page.waitForTimeout(300);
    expect(documents, 'no reload: the form waits for the app').toBe(1);
    expect(logins, 'sent from the shell at the tap').toBe(1);
    // The shell's button says the submit is under way (a spinner before its label).
    expect(await submit.evaluate((b) => getComputedStyle(b, '::before').animationName)).toBe('dokkham-boot-spin');

    releaseApp();
    // The app's form finishes the login with the shell's answer: its toast, and on to the player area.
    await expect(page.getByText(lo('auth:login.success'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/player$/);
    expect(logins, 'the app took the shell\'s answer: sent once').toBe(1);
    expect(documents).toBe(1);
    expect(await page.evaluate((key) => key in window, SENT_KEY), 'taken, and gone').toBe(false);
  });

  test('an early login with no way to the app\'s code says there is no connection, busy no more; the next submit, back online, logs in', async ({ page }) => {
    let online = false;
    await page.route(await entryRequests(page), (route) => (online ? route.continue() : route.abort('internetdisconnected')));
    let logins = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/players/login')) logins++;
    });
    const { password, submit } = await logInFromShell(page);
    await expect(page.getByRole('alert')).toHaveText(lo('errors:codes.NETWORK_ERROR'));
    expect(await submit.evaluate((b) => getComputedStyle(b, '::before').animationName)).not.toBe('dokkham-boot-spin');
    await expect(password).toHaveValue(DEMO.password);

    online = true;
    await submit.click();
    // The shell's login had its answer (the API was there, the app's code was not): the app's form takes it.
    await expect(page.getByText(lo('auth:login.success'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/player$/);
    expect(logins, 'sent once, from the shell; the app took its answer').toBe(1);
    expect(await page.evaluate((key) => key in window, SENT_KEY), 'taken, and gone').toBe(false);
  });

  test('ticks "18 or older" on the register page before the app ran; the box stays ticked and the app heard it', async ({ page }) => {
    const releaseApp = await holdApp(page);
    await page.goto('/register', { waitUntil: 'commit' });
    const adult = page.locator('input[name="adult"]');
    await expect(adult, 'in the prerendered page, unticked').not.toBeChecked();
    await adult.check();
    expect(await page.evaluate(() => document.getElementById('boot') !== null), 'still the shell').toBe(true);

    releaseApp();
    await expect(boot(page)).toHaveCount(0);
    await expect(adult).toBeChecked();
    // The app's form has it: a submit says what else is missing, not the box.
    await page.getByRole('button', { name: lo('auth:register.submit') }).click();
    await expect(page.getByText(lo('validation:username.required'))).toBeVisible();
    await expect(page.getByText(lo('validation:adult.required'))).toHaveCount(0);
    await expect(adult).not.toHaveAttribute('aria-invalid');
  });

  test('shows the password at the shell\'s toggle before the app ran; the app\'s toggle stays pressed after it took over', async ({ page }) => {
    const releaseApp = await holdApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const password = inputLabelled(page, lo('auth:password'));
    await password.fill(DEMO.password);
    const toggle = page.getByRole('button', { name: lo('ui:password.show') });
    // The eye drawn (both are there; the toggle's state shows one).
    const eye = () => toggle.locator('svg:visible').evaluate((svg) => svg.innerHTML);
    const closed = await eye();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    const open = await eye();
    expect(open, 'the open eye').not.toBe(closed);
    expect(await page.evaluate(() => document.getElementById('boot') !== null), 'still the shell').toBe(true);

    releaseApp();
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(DEMO.password);
    expect(await eye()).toBe(open);
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    expect(await eye()).toBe(closed);
  });
});

test('the landing fetches the app\'s code once painted but runs it only when the player reaches for the page (here: the pointer moves)', async ({ page }) => {
  const entry = await entryScript(page);
  /** The entry's downloads, in bytes: one per resource timing entry (a cache hit transfers 0). */
  const transfers = () => page.evaluate((entry) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === entry).map((e) => (e as PerformanceResourceTiming).transferSize), entry);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('home:header.title'));
  const links = (rel: string) => page.evaluate((rel) => [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => new URL(l.href).pathname), rel);
  await expect.poll(() => links('prefetch')).toContain(entry);
  // Fetched, not run (START_AFTER_MS is 3 s after the paint; this is well within it).
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  await expect(boot(page)).toHaveCount(1);
  await expect.poll(transfers).toHaveLength(1);

  await page.mouse.move(100, 300);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  await rendered(page);
  // The entry ran from the prefetched copy: downloaded once.
  const [first = 0, ...again] = await transfers();
  expect(first).toBeGreaterThan(0);
  expect(again.every((bytes) => bytes === 0)).toBe(true);
});

test('a Thai player sees the boot screen, never the Lao page, until the app shows it in Thai', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('dokkham.language', 'th'));
  const releaseApp = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(boot(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-boot', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByText(lo('home:header.title'))).toBeHidden();
  await test.info().attach('before the app', { body: await page.screenshot(), contentType: 'image/png' });

  releaseApp();
  await rendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'home:header.title'));
  await expect(page.locator('html')).not.toHaveAttribute('data-boot');
});

test('a signed-in player sees the boot screen, not the landing, and lands on the player pages; after logout the landing paints again', async ({ page }) => {
  await logIn(page);
  // Any page the app renders learns the session and keeps the hint.
  await page.goto('/player/deposit');
  await rendered(page);

  let releaseApp = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(boot(page)).toBeVisible();
  await expect(page.getByText(lo('home:header.title'))).toBeHidden();
  releaseApp();
  await expect(page).toHaveURL(/\/player$/);
  await rendered(page);

  await page.getByRole('button', { name: new RegExp(`^${lo('nav:navbar.userMenu')}`) }).click();
  await page.getByRole('menuitem', { name: lo('nav:navbar.logout') }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await rendered(page);

  await page.unrouteAll();
  releaseApp = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('home:header.title'));
  await expect(boot(page)).toBeHidden();
  releaseApp();
});

test('a stale signed-in hint costs a guest a spinner, then the landing, and is forgotten', async ({ page }) => {
  await page.addInitScript(() => {
    // Once, as if left by an earlier session (a reload must not set it again).
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('dokkham.signedIn', '1');
    }
  });
  await page.goto('/');
  await rendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('home:header.title'));
  expect(await page.evaluate(() => localStorage.getItem('dokkham.signedIn'))).toBeNull();

  const releaseApp = await holdApp(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(boot(page)).toBeHidden();
  releaseApp();
});

test('the production CSP: hashes for the inline style and script, no violation; a dialog still locks the page scroll', async ({ page }) => {
  await record(page);
  const answer = await page.goto('/');
  const csp = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('style-src-elem')).toMatch(/^style-src-elem 'self'( 'sha256-[^']+')+$/);
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
  expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
  await rendered(page);

  // The contact sheet (phones) is a Radix Dialog: react-remove-scroll locks the page with our static CSS.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const before = await page.evaluate(() => ({ y: scrollY, styles: document.querySelectorAll('style').length }));
  await page.getByRole('navigation', { name: lo('nav:bottomBar.label') }).getByRole('button', { name: lo('nav:bottomBar.contact') }).click();
  await expect(page.getByRole('dialog', { name: lo('nav:contact.title') })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.mouse.move(195, 200);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => ({ y: scrollY, styles: document.querySelectorAll('style').length }))).toEqual(before);

  await page.keyboard.press('Escape');
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect((await recorded(page)).violations).toEqual([]);
});

test('a deep link (app.html) asks for its page\'s code and answers with the entry, under the CSP, before the entry has run', async ({ page }) => {
  const { deposit } = buildFiles(DIST_DIR);
  await record(page);
  await logIn(page);
  const releaseApp = await holdApp(page);
  await page.goto('/player/deposit', { waitUntil: 'commit' });
  // The entry is held: whatever asked for the deposit page's code and data is the HTML's own script.
  const preloads = () =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')].map((l) => new URL(l.href).pathname));
  await expect.poll(preloads).toEqual(expect.arrayContaining([`/${deposit.file}`, ...deposit.css.map((file) => `/${file}`)]));
  expect((await preloads()).length).toBeGreaterThan(10);
  // The /player guard's check and the page's answers, asked for at once rather than after the code.
  expect(await preloads()).toEqual(expect.arrayContaining(['/api/v2/players/my', '/api/v2/players/credits', '/api/v2/deposits/open']));

  releaseApp();
  await rendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lo('deposit:title'));
  expect((await recorded(page)).violations).toEqual([]);
});
