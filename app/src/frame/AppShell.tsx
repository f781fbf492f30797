import { LinkProvider } from '@dokkham/ui/Link';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { MAIN_ID } from './ids';
import { NavbarPlaceholder } from './NavbarPlaceholder';
import { RouterLink } from './RouterLink';
import * as css from './frame.css';

/*
 * The frame's interactive parts (navbar with its Radix menus, drawer, footer, bottom bar, toasts:
 * most of the ui and both Radix packages, ~45 KB gzip) are a chunk of their own (./Frame.tsx).
 * main.tsx starts fetching it with the first route, but the first render does not wait for it: the
 * page's content paints as soon as the entry and the route are in, under a placeholder of the
 * navbar's exact size (no layout shift); the controls appear when the chunk arrives. The page
 * itself stays mounted throughout (<main> is outside the lazy parts).
 */
const importFrame = () => import('./Frame');
const FrameTop = lazy(() => importFrame().then((m) => ({ default: m.FrameTop })));
const FrameBottom = lazy(() => importFrame().then((m) => ({ default: m.FrameBottom })));

/** Starts loading the frame chunk (main.tsx, at start, in parallel with the first route). */
export function loadFrame(): Promise<unknown> {
  return importFrame();
}

/** A frame chunk that cannot load (offline after a deploy) leaves the page usable: the fallback stays. */
class KeepFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The common frame around every page (SPEC §2): navbar (with the drawer), content outlet, footer,
 * bottom app bar, scroll-to-top and the toast area. ui links navigate with the router.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <div className={css.shell}>
        <KeepFallback fallback={<NavbarPlaceholder />}>
          <Suspense fallback={<NavbarPlaceholder />}>
            <FrameTop />
          </Suspense>
        </KeepFallback>
        <main id={MAIN_ID} className={css.main} tabIndex={-1}>
          {children}
        </main>
        <KeepFallback fallback={null}>
          <Suspense fallback={null}>
            <FrameBottom />
          </Suspense>
        </KeepFallback>
      </div>
    </LinkProvider>
  );
}
