import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PendingScreen } from './PendingScreen';

type FrameComponent = ComponentType<{ children: ReactNode }>;

/*
 * The frame (navbar, drawer, menus, bottom bar, footer: most of the ui and both Radix packages) is
 * a chunk of its own, fetched by main.tsx at start in parallel with the first route's data. The
 * entry stays small, so the agency info request leaves sooner; the first render waits for all of
 * it, so nothing pops in later.
 */
let loaded: FrameComponent | undefined;
const importFrame = () =>
  import('./Frame').then((m) => {
    loaded = m.Frame;
    return { default: m.Frame };
  });
const LazyFrame = lazy(importFrame);

/** Starts loading the frame chunk; main.tsx awaits it before the first render. */
export function loadFrame(): Promise<unknown> {
  return importFrame();
}

/** The layout around every page (./Frame.tsx). */
export function AppShell({ children }: { children: ReactNode }) {
  const Frame = loaded;
  if (Frame) return <Frame>{children}</Frame>;
  return (
    <Suspense fallback={<PendingScreen />}>
      <LazyFrame>{children}</LazyFrame>
    </Suspense>
  );
}
