import { loadNamespaces } from '@dokkham/i18n';
import { LinkProvider } from '@dokkham/ui/Link';
import { NavbarShell } from '@dokkham/ui/Navbar';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MAIN_ID } from './ids';
import { RouterLink } from './RouterLink';
import type { AccountSlot } from './slots';
import * as css from './frame.css';

/*
 * The frame's interactive parts (navbar with its Radix menus, drawer, footer, bottom bar, toasts:
 * most of the ui and both Radix packages, ~45 KB gzip) are a chunk of their own (./Frame.tsx),
 * asked for once the first page has been painted: on a slow phone network it would otherwise
 * share the bandwidth (and the main thread) with what the first paint needs. Meanwhile the page's
 * content shows under a placeholder of the navbar's exact size (no layout shift); the controls
 * appear when the chunk arrives. The page itself stays mounted throughout (<main> is outside the
 * lazy parts). The navbar's account slot (change password, logout: features/account) is given by
 * the app as another chunk, fetched alongside: the frame never imports features. Their texts (the
 * `nav` namespace) come with them, not in the entry.
 */
const importFrame = () => Promise.all([import('./Frame'), loadNamespaces(['nav'])]).then(([frame]) => frame);
const FrameBottom = lazy(() => importFrame().then((m) => ({ default: m.FrameBottom })));

/** The navbar with the app's account slot, both chunks fetched in parallel. */
function lazyFrameTop(loadAccount: () => Promise<AccountSlot>) {
  return lazy(async () => {
    const [{ FrameTop }, account] = await Promise.all([importFrame(), loadAccount()]);
    return { default: () => <FrameTop account={account} /> };
  });
}

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

export interface AppShellProps {
  children: ReactNode;
  /** The navbar's account slot (a lazy chunk of the app's account feature); a stable function. */
  loadAccount: () => Promise<AccountSlot>;
}

/**
 * The common frame around every page (SPEC §2): navbar (with the drawer), content outlet, footer,
 * bottom app bar, scroll-to-top and the toast area. ui links navigate with the router.
 */
export function AppShell({ children, loadAccount }: AppShellProps) {
  const withFrame = useAfterFirstPaint();
  // Once per shell (the root layout): a new lazy component would remount the navbar.
  const [FrameTop] = useState(() => lazyFrameTop(loadAccount));
  return (
    <LinkProvider component={RouterLink}>
      <div className={css.shell}>
        {withFrame ? (
          <KeepFallback fallback={<NavbarShell />}>
            <Suspense fallback={<NavbarShell />}>
              <FrameTop />
            </Suspense>
          </KeepFallback>
        ) : (
          <NavbarShell />
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
