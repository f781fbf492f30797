import { LinkProvider } from '@dokkham/ui/Link';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';
import { BottomAppBarSlot, FooterSlot, MAIN_ID, NavbarSlot, ScrollToTopSlot, ToastSlot } from './slots';
import * as css from './frame.css';

/**
 * The common frame around every page (SPEC §2): navbar (with the drawer), content outlet, footer,
 * bottom app bar, scroll-to-top and the toast area. ui links navigate with the router.
 * Loaded as its own chunk (see AppShell.tsx).
 */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <div className={css.shell}>
        <NavbarSlot />
        <main id={MAIN_ID} className={css.main} tabIndex={-1}>
          {children}
        </main>
        <FooterSlot />
        <BottomAppBarSlot />
        <ScrollToTopSlot />
        <ToastSlot />
      </div>
    </LinkProvider>
  );
}
