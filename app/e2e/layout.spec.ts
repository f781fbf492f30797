import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { contextOptions } from '../scripts/chromium.cjs';
import { DEMO, LANGUAGES, rendered, text, type Lng } from './fixtures';

/*
 * The frame fits every screen: on every page, at the widths players use (small and common phones,
 * a phone held sideways, a tablet, a desktop) and in all four languages, the page never scrolls
 * sideways and no label of the navbar, the bottom bar or the drawer triggers is clipped or broken
 * over more lines than it may take. Catches the class of defect found on a tour: a navbar label
 * wrapped a syllable per line, Register clipped, 'Ngân hàng' cut to 'Ngân hà...'.
 *
 * One browser context per language, the language chosen through the language menu as a player
 * does; each page is loaded once and looked at in every width: the signed-out pages, then (with
 * the demo session, logged in once for all) every player page. Runs once, in the phone project (it
 * sets its own viewports).
 */

const WIDTHS = [360, 390, 600, 768, 1280] as const;
const SIGNED_OUT = ['/', '/login', '/register'] as const;
const PLAYER = [
  '/player',
  '/player/deposit',
  '/player/deposit/history',
  '/player/withdraw',
  '/player/withdraw/history',
  '/player/bank',
  '/player/promotion',
  '/player/promotion/history',
  // + /player/promotion/{id} of the first seeded promotion (beforeAll)
  '/player/game/alphabet',
  '/player/game/askmebet?tab=Slot',
  '/player/game/gclub',
  '/player/game/gclub_live',
] as const;

const NATIVE: Record<Lng, string> = { lo: 'ລາວ', th: 'ไทย', cn: '中文', vn: 'Tiếng Việt' };

interface Defect {
  what: string;
  text: string;
  detail: string;
}

/**
 * Runs in the page. The controls checked: every link and button of the navbar (header) and of the
 * bottom bar, and their text-holding descendants. Navbar labels keep to one line, bottom-bar labels
 * to two. Visually hidden texts (1 x 1 px, read by screen readers only) are skipped.
 */
function findDefects(bottomBarLabel: string): Defect[] {
  const defects: Defect[] = [];
  const viewport = window.innerWidth;
  const page = document.documentElement.scrollWidth;
  if (page > viewport) defects.push({ what: 'page scrolls sideways', text: '', detail: `${page} px of page in ${viewport} px` });

  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
  const lineHeight = (el: Element) => {
    const style = getComputedStyle(el);
    const value = parseFloat(style.lineHeight);
    return Number.isFinite(value) ? value : parseFloat(style.fontSize) * 1.2;
  };

  const bars: [Element | null, number][] = [
    [document.querySelector('header'), 1],
    [document.querySelector(`nav[aria-label="${CSS.escape(bottomBarLabel)}"]`), 2],
  ];
  for (const [bar, maxLines] of bars) {
    if (!bar || !shown(bar)) continue;
    for (const control of bar.querySelectorAll('a, button')) {
      if (!shown(control)) continue;
      const label = (control.textContent ?? '').trim() || control.getAttribute('aria-label') || control.tagName;
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > viewport + 1) {
        defects.push({ what: 'control off screen', text: label, detail: `x ${Math.round(box.left)}..${Math.round(box.right)} of ${viewport}` });
      }
      for (const el of [control, ...control.querySelectorAll('*')]) {
        if (!shown(el)) continue;
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
          defects.push({ what: 'label clipped', text: label, detail: `${el.tagName} needs ${el.scrollWidth} px, has ${el.clientWidth}` });
        }
        if (hasOwnText(el) && getComputedStyle(el).display !== 'inline') {
          const lines = Math.round(el.getBoundingClientRect().height / lineHeight(el));
          if (lines > maxLines) defects.push({ what: 'label wrapped', text: label, detail: `${lines} lines (at most ${maxLines})` });
          if (el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0) {
            defects.push({ what: 'label cut', text: label, detail: `${el.tagName} needs ${el.scrollHeight} px high, has ${el.clientHeight}` });
          }
        }
      }
    }
  }
  return defects;
}

let session: Awaited<ReturnType<BrowserContext['storageState']>>;
let promotionId: string;

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/v2/players/login', { data: DEMO });
  expect(login.status(), await login.text()).toBe(200);
  const promotions = await context.request.get('/api/v2/promotions');
  expect(promotions.status()).toBe(200);
  promotionId = ((await promotions.json()) as { promotions: { id: string }[] }).promotions[0]!.id;
  session = await context.storageState();
  await context.close();
});

/** The page is painted with its frame (the frame's chunk comes after the first paint) and fonts. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await rendered(page);
  await expect(page.getByRole('banner').getByRole('button').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** Loads the page once, then looks at it at every width (layouts are CSS: a resize is a reload's equal). */
async function check(page: Page, lng: Lng, path: string): Promise<string[]> {
  await settled(page, path);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: media queries applied, layout and fonts settled.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const defects = await page.evaluate(findDefects, text(lng, 'nav:bottomBar.label'));
    found.push(...defects.map((d) => `${lng} ${width}px ${path}: ${d.what}${d.text ? ` "${d.text}"` : ''} (${d.detail})`));
  }
  return found;
}

const TAG: Record<Lng, string> = { lo: 'lo-LA', th: 'th-TH', cn: 'zh-CN', vn: 'vi-VN' };

for (const lng of LANGUAGES) {
  test(`no sideways scroll and no clipped frame label on any page at ${WIDTHS.join(', ')} px: ${lng}`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'sets its own viewports: once is enough');
    test.setTimeout(90_000);
    const context = await browser.newContext({ ...contextOptions, baseURL: testInfo.project.use.baseURL!, viewport: { width: WIDTHS[0], height: 800 } });
    const page = await context.newPage();
    try {
      // The language, chosen in the navbar's language menu as a player does (Lao is the default).
      await settled(page, '/');
      if (lng !== 'lo') {
        await page.getByRole('button', { name: text('lo', 'nav:language.current', { language: NATIVE.lo }) }).click();
        await page.getByRole('menuitemradio', { name: NATIVE[lng] }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', TAG[lng]);
      }

      const defects: string[] = [];
      for (const path of SIGNED_OUT) defects.push(...(await check(page, lng, path)));
      await context.addCookies(session.cookies);
      for (const path of [...PLAYER, `/player/promotion/${promotionId}`]) defects.push(...(await check(page, lng, path)));
      expect(defects, defects.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
