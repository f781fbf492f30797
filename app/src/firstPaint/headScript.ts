import { BOOT_ATTRIBUTE, QUEUED_ATTRIBUTE, SENT_KEY, SHELL_PART_ATTRIBUTE, SHOWN_ATTRIBUTE, SIGNED_IN_HINT_KEY, START_FAILED_ATTRIBUTE, START_FAILED_TEMPLATE } from '../lib/firstPaintNames';
import { START_MARK, USABLE_MARK } from '../lib/usable';
import { otherLanguageStored } from './inlineParts';

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
 *   @dokkham/ui's theme). Once the shell's text has been painted (the first
 *   largest-contentful-paint after the fonts loaded or failed; browsers without it: the next frame;
 *   a second after the fonts, 3 s after the start at the latest), the app's code (`entry`, and
 *   `modules`: the rest of what its first render of this page waits for) is fetched, one prefetch
 *   per task, without running it. So the first paint shares the network with none of it, on a slow
 *   phone as in a lab.
 * - The app starts (its entry runs; `fetches`, the API answers it asks for first, `modules` and
 *   `styles`, the stylesheets of the page's chunks, are asked for as it will ask: their rules are
 *   in the inline style already) at the player's first touch, pointer move, key, focus or wheel,
 *   at a submit, or START_AFTER_MS after the text paint, whichever comes first; at once for the
 *   boot screen and in a hidden tab. Its start is about a second of main-thread work on a phone
 *   (the entry, the router, the first render): it comes when the player reaches for the page, or
 *   once the page has loaded and been left alone, never in the middle of the first paint and the
 *   fonts' layout, and not at all before a player's first tap that only follows a link.
 * - The shell is usable before the app runs: its links are links, what is typed is carried over by
 *   the take-over (takeOver.tsx), and a form submitted early is not sent by the browser (#boot is
 *   still in #root until then; a reload would lose what was typed) but queued: the form gets
 *   QUEUED_ATTRIBUTE (boot.css.ts shows its submit button busy) and the app submits it once it has
 *   taken over. The login (`send`) does not wait for the app: its request leaves at the tap, and
 *   the app's submit of the same values takes its answer (firstPaint/sent.ts). If the app's code cannot be had (a dead network), the form is no longer busy and
 *   shows the app's alert for a lost connection; its next submit tries again. A show-password
 *   toggle shows and hides its fields in the shell as in the app (the take-over carries its state
 *   over). The frame's controls that open something (menu, language, contact) start the app at a
 *   tap and open once its frame is there (SHELL_PART_ATTRIBUTE). So the shell's text paint is
 *   when the page's main content is painted and usable:
 *   `usable` is marked (USABLE_MARK, performance mark at that paint's time, detail: the page's
 *   name) for the bench, as the app marks its own pages (src/lib/usable.ts); the start is marked
 *   too (START_MARK).
 *
 * Storage may be blocked (privacy modes): the shell shows then, as for a Lao guest.
 */
/**
 * How long after the shell's text paint the app starts when the player has not touched the page:
 * by then a slow 4G phone (1.6 Mbps) has its code, fetched from the paint on.
 */
export const START_AFTER_MS = 3000;

/** What the build (vite/firstPaint.ts) knows of a prerendered page. */
export interface HeadScriptOptions {
  /** The app's entry script. */
  entry: string;
  /** The other scripts the take-over of this page waits for (modulepreload). */
  modules: readonly string[];
  /** The stylesheets of this page's chunks (whose rules the inline style already has). */
  styles: readonly string[];
  /** The API answers the app asks for first (preload as fetch, with credentials). */
  fetches: readonly string[];
  /** The page's name in the usable mark (as the app's screen marks it). */
  page: string;
  /**
   * Where the page's form goes (the login's URL, as the api client asks for it), in which language
   * (the shell's), and the rule of each of its fields (the contract's, firstPaint/send.ts): a submit
   * before the app took over is sent from here at once when every field keeps its rule.
   */
  send?: { url: string; language: string; fields: Record<string, FieldRule> };
}

/**
 * What a field's value must be for the shell to send it (else the app's validation speaks first):
 * its length (in characters, code points, as the schema counts), a pattern it must match and one it must not
 * (sources of Unicode regular expressions).
 */
export interface FieldRule {
  min: number;
  max: number;
  must?: string;
  mustNot?: string;
}

export function headScript({ entry, modules, styles, fetches, page, send }: HeadScriptOptions): string {
  const js = JSON.stringify;
  return [
    '(function(d,r){',
    `try{var s=localStorage;if(${otherLanguageStored('s')}||s.getItem(${js(SIGNED_IN_HINT_KEY)}))r.setAttribute(${js(BOOT_ATTRIBUTE)},"")}catch(e){}`,
    'var n=0,m=0,O,T,S,b=r.hasAttribute(' + js(BOOT_ATTRIBUTE) + ');function el(t,x){var e=d.createElement(t);for(var k in x)e[k]=x[k];return d.head.appendChild(e)}',
    // start: the app runs. Its first answers (preloaded with credentials, as it asks), its entry, and
    // (not for the boot screen, which may well become another page) the page's own code and the
    // stylesheets of its chunks, linked as Vite's preload links them (crossorigin), so it finds them.
    `function start(){if(!m++){clearTimeout(T);try{performance.mark(${js(START_MARK)})}catch(_){}${js(fetches)}.forEach(function(u){el("link",{rel:"preload",as:"fetch",crossOrigin:"use-credentials",href:u})});`,
    `S=el("script",{type:"module",crossOrigin:"",src:${js(entry)},onerror:fail});`,
    `if(!b){${js(modules)}.forEach(function(u){el("link",{rel:"modulepreload",crossOrigin:"",href:u})});`,
    `${js(styles)}.forEach(function(u){el("link",{rel:"stylesheet",crossOrigin:"",href:u})})}}}`,
    // fail: the app's code could not be had (a dead network). A queued form is no longer busy and
    // says so with the app's alert (the page's template); the next submit tries again (Chromium
    // fetches a failed module again).
    `function fail(){m=0;S.remove();d.querySelectorAll("form[${QUEUED_ATTRIBUTE}]").forEach(function(f){var t=d.getElementById(${js(START_FAILED_TEMPLATE)}),s=f.querySelector("[type=submit]"),a;f.removeAttribute(${js(QUEUED_ATTRIBUTE)});`,
    `if(t&&s&&!f.querySelector("[${START_FAILED_ATTRIBUTE}]")){a=t.content.firstElementChild.cloneNode(!0);a.setAttribute(${js(START_FAILED_ATTRIBUTE)},"");s.parentNode.insertBefore(a,s)}})}`,
    // go: the shell's text is painted. Its code is fetched (not run); the app starts at the player's
    // first touch, pointer move, key, focus or wheel, a submit, or START_AFTER_MS later.
    `function go(){if(!n++){O&&O.disconnect();T=setTimeout(start,${START_AFTER_MS});q([${js(entry)}].concat(${js(modules)}))}}`,
    // One prefetch per task: adding a link costs a phone ~5 ms, a page's dozens in one go a long task.
    'function q(a){if(a.length&&!m){el("link",{rel:"prefetch",crossOrigin:"",href:a.shift()});setTimeout(q,0,a)}}',
    `["pointerdown","pointermove","touchstart","keydown","focusin","wheel"].forEach(function(t){d.addEventListener(t,start,{capture:true,once:true,passive:true})});`,
    'if(b||d.hidden)start();else{',
    // p: the fonts are in (or failed); the next largest paint after that is the shell's text.
    'var l=[],P=window.PerformanceObserver,p=function(){if(n)return;var t=performance.now();setTimeout(go,1e3);',
    // The shell's text painted, the shell still there: usable from then on.
    'if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)(O=new P(function(x){x.getEntries().some(function(e){if(e.startTime<t)return!1;',
    `if(d.getElementById("boot"))try{performance.mark(${js(USABLE_MARK)},{startTime:e.startTime,detail:${js(page)}})}catch(_){}go();return!0})})).observe({type:"largest-contentful-paint",buffered:true});`,
    'else requestAnimationFrame(function(){setTimeout(go)})};',
    'd.fonts&&d.fonts.forEach(function(f){l.push(f.load())});Promise.all(l).then(p,p);setTimeout(go,3e3)}',
    `d.addEventListener("submit",function(e){var f=e.target,a;if(d.getElementById("boot")){e.preventDefault();(a=f.querySelector("[${START_FAILED_ATTRIBUTE}]"))&&a.remove();f.setAttribute(${js(QUEUED_ATTRIBUTE)},"");${send ? 'post(f);' : ''}start()}},true);`,
    // post: the login leaves at once, as the api client would send it (JSON of the form's fields by
    // name, in their order; credentials; the shell's language), when every field keeps its rule
    // (else the app's validation speaks first, and nothing counts against the login limit). Its
    // answer waits in window[SENT_KEY] for the app's own submit (firstPaint/sent.ts): the player's
    // tap does not wait for the app's code, and nothing is sent twice. Once per page load, unless
    // that request failed (no answer at all): a later early submit is then sent again.
    send
      ? `function post(f){var o={},k=0,w=window,r=w[${js(SENT_KEY)}],R=${js(send.fields)},b;if(r&&!r.failed)return;f.querySelectorAll("input[name]").forEach(function(i){var v=i.value,u=R[i.name],n=Array.from(v).length;if(!u){k=1;return}o[i.name]=v;` +
        'k=k||n<u.min||n>u.max||(u.must&&!new RegExp(u.must,"u").test(v))||(u.mustNot&&new RegExp(u.mustNot,"u").test(v))});' +
        `if(k)return;b=JSON.stringify(o);r=w[${js(SENT_KEY)}]={url:${js(send.url)},body:b,response:fetch(${js(send.url)},{method:"POST",credentials:"include",headers:{Accept:"application/json","Accept-Language":${js(send.language)},"Content-Type":"application/json"},body:b})};r.response.catch(function(){r.failed=!0})}`
      : '',
    // A show-password toggle (a pressable button beside password fields) answers in the shell too:
    // the tap starts the app, which takes about a second on a phone. The take-over carries it over.
    'd.addEventListener("click",function(e){var t=e.target,g=t.closest&&t.closest("button[aria-pressed]"),v=g&&g.getAttribute("aria-pressed")!=="true",f=g&&d.getElementById("boot")?g.parentNode.querySelectorAll(v?"input[type=password]":"input[' + SHOWN_ATTRIBUTE + ']"):[];',
    'if(f.length){g.setAttribute("aria-pressed",""+v);f.forEach(function(i){i.type=v?"text":"password";i.toggleAttribute(' + js(SHOWN_ATTRIBUTE) + ',v)})}',
    // A control of the prerendered frame (menu, language, contact, a footer section) opens nothing
    // without the app's frame: the tap starts the app and is queued, the last one only; the app's
    // frame presses its own control once it has replaced this one (src/frame/replay.ts).
    `if(g=t.closest&&t.closest("[${SHELL_PART_ATTRIBUTE}] button[aria-expanded]")){d.querySelectorAll("[${SHELL_PART_ATTRIBUTE}] [${QUEUED_ATTRIBUTE}]").forEach(function(q){q.removeAttribute(${js(QUEUED_ATTRIBUTE)})});g.setAttribute(${js(QUEUED_ATTRIBUTE)},"");start()}})`,
    '})(document,document.documentElement)',
  ].join('');
}
