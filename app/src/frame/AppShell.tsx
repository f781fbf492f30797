import { LinkProvider } from '@dokkham/ui/Link';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MAIN_ID } from './ids';
import { NavbarPlaceholder } from './NavbarPlaceholder';
import { RouterLink } from './RouterLink';
import * as css from './frame.css';

/*
 * The frame's interactive parts (navbar with its Radix menus, drawer, footer, bottom bar, toasts:
 * most of the ui and both Radix packages, ~45 KB gzip) are a chunk of their own (./Frame.tsx),
 * asked for once the first page has been painted: on a slow phone network it would otherwise
 * share the bandwidth (and the main thread) with what the first paint needs. Meanwhile the page's
 * content shows under a placeholder of the navbar's exact size (no layout shift); the controls
 * appear when the chunk arrives. The page itself stays mounted throughout (<main> is outside the
 * lazy parts).
 */
const importFrame = () => import('./Frame');
const FrameTop = lazy(() => importFrame().then((m) => ({ default: m.FrameTop })));
const FrameBottom = lazy(() => importFrame().then((m) => ({ default: m.FrameBottom })));

/** False until the browser has painted the first commit (a task after the next frame). */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
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
  const withFrame = useAfterFirstPaint();
  return (
    <LinkProvider component={RouterLink}>
      <div className={css.shell}>
        {withFrame ? (
          <KeepFallback fallback={<NavbarPlaceholder />}>
            <Suspense fallback={<NavbarPlaceholder />}>
              <FrameTop />
            </Suspense>
          </KeepFallback>
        ) : (
          <NavbarPlaceholder />
        )}
        <main id={MAIN_ID} className={css.main} tabIndex={-1}>
          {children}
        </main>
        {withFrame ? (
          <KeepFallback fallback={null}>
            <Suspense fallback={null}>
              <FrameBottom />
            </Suspense>
          </KeepFallback>
        ) : null}
      </div>
    </LinkProvider>
  );
}
