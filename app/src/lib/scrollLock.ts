/**
 * Stands in for `react-style-singleton` in the app build (vite/noInjectedStyles.ts): the component
 * react-remove-scroll renders to inject its scroll-lock <style> renders nothing, and the rules come
 * from our own stylesheet (scrollLock.css.ts), which loads with the Dialog chunk that needs it.
 * Only `styleSingleton` is provided: another import of the library fails the build, on purpose.
 */
// oxlint-disable-next-line import/no-unassigned-import
import './scrollLock.css';

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  return function NoInjectedStyle() {
    return null;
  };
}
