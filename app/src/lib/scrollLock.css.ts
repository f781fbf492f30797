import { globalStyle } from '@vanilla-extract/css';

/*
 * The page-scroll lock of Radix's modal Dialog and DropdownMenu (react-remove-scroll), as static CSS.
 * The library injects these rules as a <style> element, which the app's CSP refuses (style-src-elem
 * lists only our files and the prerendered pages' hashed styles): the app build replaces that
 * injection with this file (scrollLock.ts, aliased in vite/noInjectedStyles.ts). The library still
 * sets body[data-scroll-locked] and blocks wheel and touch scrolling outside the dialog itself.
 *
 * Its rules with what it would measure here: the reset leaves body with no margin, so it would add
 * no padding. On desktops with classic scrollbars it adds the scrollbar's width as margin so the
 * page does not move when the scrollbar goes; the stable gutter keeps that room instead.
 */
globalStyle('body[data-scroll-locked]', {
  overflow: 'hidden !important',
  overscrollBehavior: 'contain',
  position: 'relative !important' as 'relative',
  marginRight: '0 !important',
});
globalStyle('html:has(> body[data-scroll-locked])', { scrollbarGutter: 'stable' });
