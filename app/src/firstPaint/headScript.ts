import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@dokkham/i18n';
import { BOOT_ATTRIBUTE, SIGNED_IN_HINT_KEY } from './constants';

/**
 * The inline script in every prerendered page's <head>, after its inline style (allowed by its CSP
 * hash; the build computes it from these exact bytes). It runs before the body is parsed, so the
 * first paint is already the right one:
 *
 * - A player whose stored language is not the shell's (Lao), or who is probably signed in (the
 *   hint), would see the wrong screen: <html> gets BOOT_ATTRIBUTE and the CSS of boot.css.ts shows
 *   the boot screen instead of the shell until the app renders; the app's `entry` script and its
 *   `fetches` (the API answers it asks for first) are asked for at once. A stale hint costs a
 *   spinner, a missing one a glimpse of the landing before the app redirects.
 * - Otherwise the shell shows. The fonts of its inline style start loading at once (the script
 *   follows the style): they are the last thing its text waits for (font-display: block, in
 *   @dokkham/ui's theme). `entry`, `fetches` and `modules` (the rest of the code the app's first
 *   render of this page waits for) are asked for once the shell's text has been painted: the first
 *   largest-contentful-paint after the fonts loaded or failed (browsers without it: the next
 *   frame; a second after the fonts, 3 s after the start at the latest; in a hidden tab, which
 *   paints nothing, at once). So the first paint shares the network with none of the app's code,
 *   and needs none of it, on a slow phone as in a lab (where the code would otherwise arrive first).
 * - A form of the shell is not sent before the app has taken over (#boot is still in #root until
 *   then): without this, a login submitted early would reload the page and lose what was typed.
 *
 * Storage may be blocked (privacy modes): the shell shows then, as for a Lao guest.
 */
export function headScript({ entry, modules, fetches }: { entry: string; modules: readonly string[]; fetches: readonly string[] }): string {
  const others = LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE);
  const js = JSON.stringify;
  return [
    '(function(d,r){',
    `try{var s=localStorage;if(${js(others)}.indexOf(s.getItem(${js(LANGUAGE_STORAGE_KEY)}))>=0||s.getItem(${js(SIGNED_IN_HINT_KEY)}))r.setAttribute(${js(BOOT_ATTRIBUTE)},"")}catch(e){}`,
    // go: the app's code, and the answers it will ask for first (preloaded with credentials, as it asks).
    'var n=0;function el(t,x){var e=d.createElement(t);for(var k in x)e[k]=x[k];d.head.appendChild(e)}',
    `function go(){if(!n++){${js(fetches)}.forEach(function(u){el("link",{rel:"preload",as:"fetch",crossOrigin:"use-credentials",href:u})});`,
    `el("script",{type:"module",crossOrigin:"",src:${js(entry)}});`,
    // The shell's page's own code and texts come with the entry rather than after it has run; not for
    // the boot screen, which may well become another page.
    `if(!r.hasAttribute(${js(BOOT_ATTRIBUTE)}))${js(modules)}.forEach(function(u){el("link",{rel:"modulepreload",crossOrigin:"",href:u})})}}`,
    `if(r.hasAttribute(${js(BOOT_ATTRIBUTE)})||d.hidden)go();else{`,
    // p: the fonts are in (or failed); the next largest paint after that is the shell's text.
    'var l=[],P=window.PerformanceObserver,p=function(){var t=performance.now();setTimeout(go,1e3);',
    'if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)new P(function(x,o){x.getEntries().forEach(function(e){if(e.startTime>=t){o.disconnect();go()}})}).observe({type:"largest-contentful-paint",buffered:true});',
    'else requestAnimationFrame(function(){setTimeout(go)})};',
    'd.fonts&&d.fonts.forEach(function(f){l.push(f.load())});Promise.all(l).then(p,p);setTimeout(go,3e3)}',
    'd.addEventListener("submit",function(e){if(d.getElementById("boot"))e.preventDefault()},true)',
    '})(document,document.documentElement)',
  ].join('');
}
