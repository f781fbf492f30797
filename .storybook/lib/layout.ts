// The layout check of the story suite: on a page-sized story (screens, pages, the frame's parts)
// nothing scrolls sideways and no label of the navbar or the bottom bar is clipped or broken over
// more lines than it may take, at every width players use. Catches the class of defect a tour found
// (a navbar label wrapped a syllable per line, Register clipped, 'Ngân hàng' cut to 'Ngân hà...').
// It looks at the render the suite has already made: the mode's own width first, then (in the phone
// modes) the story resized to the other widths and back, so one render serves all five.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Mode } from '../modes.ts';

/** The widths players use: small and common phones, a phone held sideways, a tablet, a desktop. */
export const LAYOUT_WIDTHS = [360, 390, 600, 768, 1280] as const;

/** Stories that are a page or a part of the frame around every page (titles, by their first part). */
const PAGE_SIZED = /^(Screens|Pages|Frame)\//;
export const checksLayout = (title: string): boolean => PAGE_SIZED.test(title);

/** The widths checked in a mode: its own; a phone mode also every width but the desktop's, resized. */
export function widthsFor(mode: Mode): number[] {
  const own = mode.viewport.width;
  if (own >= 1024) return [own];
  return [own, ...LAYOUT_WIDTHS.filter((w) => w !== own && w < 1024)];
}

export interface Defect {
  what: string;
  text: string;
  detail: string;
}

/** The bottom bar's accessible name in a language (what tells its <nav> from the drawer's). */
export function bottomBarLabel(locale: string): string {
  const nav = JSON.parse(readFileSync(new URL(`../../packages/i18n/locales/${locale}/nav.json`, import.meta.url), 'utf8')) as {
    bottomBar: { label: string };
  };
  return nav.bottomBar.label;
}

/**
 * Runs in the page. The controls checked: every link and button of the navbar (header) and of the
 * bottom bar, and their text-holding descendants. Navbar labels keep to one line, bottom-bar labels
 * to two. Visually hidden texts (1 x 1 px, read by screen readers only) are skipped, and so is the
 * cut of an element marked `data-truncates` (the player's own data, cut with an ellipsis by design:
 * the name on the user menu); a translated label is never marked.
 */
function findDefects(barLabel: string): Defect[] {
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
    [document.querySelector(`nav[aria-label="${CSS.escape(barLabel)}"]`), 2],
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
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !el.hasAttribute('data-truncates')) {
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

/**
 * Laid out again after a resize: two frames (media queries applied), and, when the resize changed the
 * DOM (a component that follows a media query in script), until it has been quiet for a frame or two.
 */
async function relaidOut(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let changed = false;
        const observer = new MutationObserver(() => {
          changed = true;
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const frames = (n: number, then: () => void) => (n === 0 ? then() : requestAnimationFrame(() => frames(n - 1, then)));
        let rounds = 0;
        const check = () => {
          if (changed && rounds++ < 20) {
            changed = false;
            frames(2, check);
          } else {
            observer.disconnect();
            resolve();
          }
        };
        frames(2, check);
        // Frames stop coming in a page the browser no longer paints (a stalled renderer): the
        // check goes on with what is laid out rather than hanging the suite.
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, 5_000);
      }),
  );
}

/** The defects of the rendered story at each width of the mode, in words; the viewport is restored. */
export async function layoutDefects(page: Page, mode: Mode, locale: string): Promise<string[]> {
  const label = bottomBarLabel(locale);
  const found: string[] = [];
  const own = mode.viewport;
  try {
    for (const width of widthsFor(mode)) {
      if (width !== own.width) {
        await page.setViewportSize({ width, height: own.height });
        await relaidOut(page);
      }
      const defects = await page.evaluate(findDefects, label);
      found.push(...defects.map((d) => `${width}px: ${d.what}${d.text ? ` "${d.text}"` : ''} (${d.detail})`));
    }
  } finally {
    if (page.viewportSize()?.width !== own.width) await page.setViewportSize(own);
  }
  return found;
}
