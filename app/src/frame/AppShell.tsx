import { loadNamespaces, useTranslation } from '@dokkham/i18n';
import { LinkProvider } from '@dokkham/ui/Link';
import { NavbarShell } from '@dokkham/ui/Navbar';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SHELL_PART_ATTRIBUTE } from '../lib/firstPaintNames';
import { afterNextPaint } from '../lib/usable';
import { MAIN_ID } from './ids';
import { keptParts, type ShellPart } from './kept';
import { RouterLink } from './RouterLink';
import type { AccountSlot, NoticesSlot } from './slots';
import * as css from './frame.css';

/*
 * The frame's interactive parts (navbar with its Radix menus, drawer, footer, bottom bar, toasts:
 * most of the ui and both Radix packages, ~45 KB gzip) are a chunk of their own (./Frame.tsx),
 * asked for once the first page has been painted: on a slow phone network it would otherwise
 * share the bandwidth (and the main thread) with what the first paint needs. Meanwhile the page's
 * content shows under a placeholder of the navbar's exact size (no layout shift); the controls
 * appear when the chunk arrives. On a prerendered page the whole frame is there from the first
 * paint instead: the build renders the parts themselves, and the take-over keeps them (frame/kept.ts). The page itself stays
 * mounted throughout (<main> is outside the lazy parts). The navbar's account slot (change password, logout: features/account) is given by
 * the app as another chunk, fetched alongside: the frame never imports features. Their texts (the
 * `nav` namespace) come with them, not in the entry.
 */
const importFrame = () => Promise.all([import('./Frame'), loadNamespaces(['nav'])]).then(([frame]) => frame);
/**
 * The footer, bottom bar, scroll-to-top and toasts commit a frame after the navbar, not with it: the
 * two together were one 90 ms commit on a 4x-slowed phone (TBT), and the bottom part is the one a
 * frame later goes unseen (the footer is below the fold; the bottom bar only links).
 */
const afterPaint = <T,>(value: T): Promise<T> => (import.meta.env.SSR ? Promise.resolve(value) : new Promise((resolve) => afterNextPaint(() => resolve(value))));
const FrameBottom = lazy(() =>
  importFrame()
    .then(afterPaint)
    .then((m) => ({ default: m.FrameBottom })),
);

/** The navbar with the app's account and notification slots, the chunks fetched in parallel. */
function lazyFrameTop(loadAccount: () => Promise<AccountSlot>, loadNotices?: () => Promise<NoticesSlot>) {
  return lazy(async () => {
    const [{ FrameTop }, account, notices] = await Promise.all([importFrame(), loadAccount(), loadNotices?.()]);
    return { default: () => <FrameTop account={account} notices={notices} /> };
  });
}

/** False until the browser has painted the first commit (a task after the next frame); true in the build's prerender. */
function useAfterFirstPaint(): boolean {
  // The prerender (a server build) waits for the lazy parts: its page shows the whole frame.
  const [painted, setPainted] = useState(import.meta.env.SSR);
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

/** In the prerender, a part is wrapped so that the take-over finds it (`display: contents`: no box). */
const shellPart = (part: ShellPart, node: ReactNode) =>
  import.meta.env.SSR ? <div {...{ [SHELL_PART_ATTRIBUTE]: part }}>{node}</div> : node;

export interface AppShellProps {
  children: ReactNode;
  /** The navbar's account slot (a lazy chunk of the app's account feature); a stable function. */
  loadAccount: () => Promise<AccountSlot>;
  /** The bell and the announcement banner (a lazy chunk of the app's notifications feature); a stable function. */
  loadNotices?: () => Promise<NoticesSlot>;
}

/**
 * The common frame around every page (SPEC §2): navbar (with the drawer), content outlet, footer,
 * bottom app bar, scroll-to-top and the toast area. ui links navigate with the router.
 */
export function AppShell({ children, loadAccount, loadNotices }: AppShellProps) {
  const withFrame = useAfterFirstPaint();
  // Once per shell (the root layout): a new lazy component would remount the navbar.
  const [FrameTop] = useState(() => lazyFrameTop(loadAccount, loadNotices));
  // A prerendered page's own navbar and footer, kept by the take-over (frame/kept.ts), stand in
  // place until the lazy parts replace them (they remove them as they mount): no placeholder then.
  const top = keptParts.has('top') ? null : <NavbarShell />;
  const { t } = useTranslation('ui');
  return (
    <LinkProvider component={RouterLink}>
      <div className={css.shell}>
        {/* First in the tab order: past the navbar to the page (shown when it has focus). */}
        <a href={`#${MAIN_ID}`} className={css.skip}>
          {t('skipToContent')}
        </a>
        {withFrame
          ? shellPart(
              'top',
              <KeepFallback fallback={top}>
                <Suspense fallback={top}>
                  <FrameTop />
                </Suspense>
              </KeepFallback>,
            )
          : top}
        <main id={MAIN_ID} className={css.main} tabIndex={-1}>
          {children}
        </main>
        {withFrame
          ? shellPart(
              'bottom',
              <KeepFallback fallback={null}>
                <Suspense fallback={null}>
                  <FrameBottom />
                </Suspense>
              </KeepFallback>,
            )
          : null}
      </div>
    </LinkProvider>
  );
}
