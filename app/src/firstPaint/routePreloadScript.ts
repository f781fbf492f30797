import { otherLanguageStored } from './inlineParts';

/**
 * A page of app.html's map: the path's pattern (a regular expression's source), its files (indexes
 * into the map's list), those only for Lao, and the API answers (GET URLs, indexes too) its first
 * render waits for.
 */
export type RoutePreload = [pattern: string, files: number[], lao: number[], fetches: number[]];

/** How many of a page's code links app.html's script adds per task (each costs a phone ~1.5 ms, and a task over 50 ms blocks it). */
export const LINKS_PER_TASK = 12;

/**
 * The inline script of app.html (under a CSP hash, like the prerendered pages' head script): finds
 * the first page whose pattern matches location.pathname and adds, once the boot screen has been
 * painted (a hidden tab: at once) and while the entry still downloads, LINKS_PER_TASK per task (a
 * hidden tab: all in one), a modulepreload for each of its scripts and a style preload for each stylesheet (Vite's preload would link them when the
 * app loads the page; it finds them there, or in the cache); the Lao texts'
 * chunks only when the stored language is Lao or none (other languages' texts are JSON the app asks
 * for). Storage blocked: Lao, as the app decides. The page's API answers are asked for at once
 * (preload as fetch with credentials, as the api client asks: it finds them answered), before the
 * boot screen's paint: a few requests, and the answers then arrive while the code downloads, the
 * /player guard's and the page loader's together; with a search in the URL, not those with a query
 * (a list's page: the search may ask for another). A guest who opens a player page gets refusals
 * (401) for them, a few hundred bytes, and the app's redirect to /login as before.
 */
export function routePreloadScript(files: readonly string[], pages: readonly RoutePreload[]): string {
  const js = JSON.stringify;
  return [
    '(function(d,p){',
    `var F=${js(files)},R=${js(pages)},lo=1;`,
    `try{lo=!(${otherLanguageStored('localStorage')})}catch(e){}`,
    'function add(i){var u=F[i],e=d.createElement("link");if(/\\.css$/.test(u)){e.rel="preload";e.as="style"}else e.rel="modulepreload";e.crossOrigin="";e.href=u;d.head.appendChild(e)}',
    // After the boot screen's first paint: some thirty requests cost a phone's main thread ~0.3 s.
    'for(var i=0,P;i<R.length;i++)if(new RegExp(R[i][0]).test(p)){P=R[i];break}',
    // A page opened with a search (?page=3, filters) asks for other pages of its lists than the
    // build's defaults: those answers (the ones with a query of their own) are left to the app.
    'if(P)P[3].forEach(function(i){if(location.search&&F[i].indexOf("?")>=0)return;var e=d.createElement("link");e.rel="preload";e.as="fetch";e.crossOrigin="use-credentials";e.href=F[i];d.head.appendChild(e)});',
    // A few per task: a deposit page's fifty links in one go were a 78 ms task on a 4x-slowed phone (TBT).
    // (A hidden tab's timers wait a second: all at once there.)
    `function go(){if(P)(function n(a){a.splice(0,d.hidden?a.length:${LINKS_PER_TASK}).forEach(add);a.length&&setTimeout(n,0,a)})(P[1].concat(lo?P[2]:[]))}`,
    'd.hidden?go():requestAnimationFrame(function(){setTimeout(go)})',
    '})(document,location.pathname)',
  ].join('');
}
