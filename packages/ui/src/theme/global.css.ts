import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { layers } from './layers.css';
import { media } from './tokens';

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [layers.reset]: rule } });
const base = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [layers.base]: rule } });

/* reset */
reset('*, *::before, *::after', { boxSizing: 'border-box', margin: 0 });
reset('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%', tabSize: 4 });
reset('img, picture, video, canvas', { display: 'block', maxWidth: '100%', height: 'auto' });
reset('svg', { flexShrink: 0 });
reset('input, button, textarea, select', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });
reset('button', { cursor: 'pointer' });
reset(':disabled', { cursor: 'not-allowed' });
reset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
reset('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
reset('table', { borderCollapse: 'collapse' });
reset('[hidden]', { display: 'none !important' });

/*
 * Reduced motion: important declarations in the earliest layer win over every later layer, so
 * this switches off transitions and animations of all components. Elements marked
 * data-essential-motion (spinners: a frozen spinner reads as a hang) keep a calmer animation.
 */
reset('*:not([data-essential-motion]), *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/* base */
base(':root', {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.base,
  fontSize: '100%',
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  scrollbarColor: `${vars.color.borderStrong} ${vars.color.background}`,
  // Taps should not flash grey on Android; focus styles carry the feedback.
  WebkitTapHighlightColor: 'transparent',
});
base('body', { minHeight: '100dvh' });

// Script-specific stacks, set where a lang attribute is declared and inherited from there.
base('[lang]:lang(lo)', { fontFamily: vars.font.lo });
base('[lang]:lang(th)', { fontFamily: vars.font.th });
// The product's language codes are cn and vn; zh and vi are accepted too.
base('[lang]:lang(cn), [lang]:lang(zh)', { fontFamily: vars.font.cn });
base('[lang]:lang(vn), [lang]:lang(vi)', { fontFamily: vars.font.vn });

base('h1, h2, h3, h4, h5, h6', { lineHeight: vars.lineHeight.heading, fontWeight: vars.fontWeight.bold });
base('a', { color: vars.color.accentText, textUnderlineOffset: '0.2em' });
base('code, kbd, samp, pre', { fontFamily: vars.font.mono });
base(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
base('::selection', { backgroundColor: vars.color.accent, color: vars.color.onAccent });
