import { globalKeyframes, globalStyle } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';
import { BOOT_ATTRIBUTE, BOOT_LOGO, QUEUED_ATTRIBUTE, SHELL_PART_ATTRIBUTE } from '../lib/firstPaintNames';

/*
 * The boot screen of index.html (#boot): painted from the first byte of CSS, before any script
 * runs, and replaced when React renders. It draws what @dokkham/ui's FullPageLoader draws (the
 * mark 72 px high over a 40 px spinner, centred) so the hand-over to the route pending screen does
 * not flash. The mark is /favicon.svg, the same champa flower as <Logo variant="mark">.
 */
globalKeyframes('dokkham-boot-spin', { to: { transform: 'rotate(360deg)' } });

globalStyle('#boot', {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[6],
  backgroundColor: vars.color.background,
  backgroundImage: `radial-gradient(circle at 50% 45%, ${vars.color.accentSubtle} 0%, transparent 38%)`,
});
globalStyle('#boot .boot-logo', {
  width: '72px',
  height: '72px',
  backgroundImage: `url(${BOOT_LOGO})`,
  backgroundSize: 'contain',
  backgroundRepeat: 'no-repeat',
});
globalStyle('#boot .boot-spinner', {
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `4px solid color-mix(in srgb, ${vars.color.accentText} 22%, transparent)`,
  borderTopColor: vars.color.accentText,
  animation: 'dokkham-boot-spin 0.8s linear infinite',
});

/*
 * A prerendered page (the build's vite/firstPaint.ts) holds #boot and the page's shell in #root:
 * the shell shows and #boot waits, unless the head script (src/firstPaint/headScript.ts) marked
 * <html> (another language, probably signed in): then #boot shows and the shell is hidden. The
 * app's first commit replaces both.
 */
globalStyle('#boot:not(:only-child)', { display: 'none' });
globalStyle(`html[${BOOT_ATTRIBUTE}] #boot`, { display: 'flex' });
globalStyle(`html[${BOOT_ATTRIBUTE}] #boot ~ *`, { display: 'none' });

/*
 * A shell's form submitted before the app took over (the head script queued it; the app sends it):
 * its submit button looks busy as the app's Button does (a spinner before the label, in the text's
 * colour), until the app's own busy button replaces it.
 */
globalStyle(`form[${QUEUED_ATTRIBUTE}] [type="submit"]`, { cursor: 'progress' });
globalStyle(`form[${QUEUED_ATTRIBUTE}] [type="submit"]::before`, {
  content: '""',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: '2px solid color-mix(in srgb, currentColor 22%, transparent)',
  borderTopColor: 'currentColor',
  animation: 'dokkham-boot-spin 0.8s linear infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

/*
 * A prerendered page's frame parts (the navbar; the footer, the bottom bar ...) are wrapped for the
 * take-over (SHELL_PART_ATTRIBUTE): the wrapper has no box, so they lay out as the app's own do.
 * A control tapped there before the app's frame arrived waits for it (the head script queued it).
 */
globalStyle(`[${SHELL_PART_ATTRIBUTE}]`, { display: 'contents' });
globalStyle(`[${SHELL_PART_ATTRIBUTE}] [${QUEUED_ATTRIBUTE}]`, { cursor: 'progress' });
