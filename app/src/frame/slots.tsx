/**
 * The layout's parts (SPEC §2 common frame), connected: @dokkham/ui's presentational components
 * fed with the agency (root context), the session, the language and the router.
 *
 *   NavbarSlot       Navbar + NavigationDrawer (PLAYER_MENU); the user menu's actions (change
 *                    password, logout) come from the app as the `Account` slot: the frame never
 *                    imports features
 *   BottomAppBarSlot BottomAppBar with the contact sheet (phones, up to 576 px: CSS)
 *   FooterSlot       Footer (desktop from 769 px, mobile up to 768 px: CSS)
 *   ScrollToTopSlot  ScrollToTop (after 500 px, smooth; focus returns to <main>)
 *   ToastSlot        Toaster (one toast at a time, F8); screens call toast() from @dokkham/ui/Toast
 */
import { useLanguage, useTranslation, type Language } from '@dokkham/i18n';
import { BottomAppBar } from '@dokkham/ui/BottomAppBar';
import { Footer } from '@dokkham/ui/Footer';
import { Navbar } from '@dokkham/ui/Navbar';
import { NavigationDrawer, type NavigationEntry } from '@dokkham/ui/NavigationDrawer';
import { ScrollToTop } from '@dokkham/ui/ScrollToTop';
import { Toaster } from '@dokkham/ui/Toast';
import { useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { toastError } from '../lib/toastError';
import { MAIN_ID } from './ids';
import { PLAYER_MENU, type MenuEntry } from './menu';
import { useSession } from './useSession';

// The copyright year, read once per page load.
const YEAR = new Date().getFullYear();

/** What the signed-in navbar's user menu does. */
export interface AccountActionHandlers {
  onChangePassword: () => void;
  onLogout: () => void;
}

/** The account slot: renders the navbar through `children` with the handlers, plus what they open (dialogs). */
export interface AccountActionsProps {
  children: (actions: AccountActionHandlers) => ReactNode;
}
export type AccountSlot = ComponentType<AccountActionsProps>;

/** The notification slot (features/notifications): the signed-in navbar's bell, and the announcement banner under the navbar. */
export interface NoticesSlot {
  Bell: ComponentType;
  Banner: ComponentType;
}

const useCurrentPath = () => useRouterState({ select: (s) => s.location.pathname });
const useAgency = () => useRouteContext({ from: '__root__' }).agency;

export function NavbarSlot({ Account, Notices }: { Account: AccountSlot; Notices?: NoticesSlot }) {
  // Bundled namespaces only: the frame's first render must never wait for a text chunk.
  const { t } = useTranslation(['nav', 'common']);
  const agency = useAgency();
  const { signedIn, info } = useSession();
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = useMemo(() => {
    const entry = (e: MenuEntry): NavigationEntry => ({
      id: e.id,
      label: t(e.textKey),
      href: e.href,
      ...(e.icon ? { icon: <e.icon /> } : {}),
      ...(e.children ? { children: e.children.map(entry) } : {}),
    });
    return PLAYER_MENU.map((group) => group.map(entry));
  }, [t]);

  const openRegister = () => void navigate({ to: '/register' });
  const common = {
    language,
    // Applied at once and stored (i18n); offline the new language's texts cannot load: say so.
    onLanguageChange: (next: Language) => void setLanguage(next).catch(toastError),
    social: agency.social,
    onMenuClick: () => setMenuOpen(true),
    menuOpen,
    // On phones the bottom app bar offers contact.
    phoneContact: false,
  };
  return (
    <>
      {signedIn && info ? (
        <Account>
          {(actions) => (
            <Navbar {...common} signedIn displayName={info.player.displayName} notifications={Notices ? <Notices.Bell /> : undefined} {...actions} />
          )}
        </Account>
      ) : (
        <Navbar {...common} signedIn={false} />
      )}
      <NavigationDrawer
        open={menuOpen}
        onOpenChange={setMenuOpen}
        currentPath={currentPath}
        signedIn={signedIn}
        groups={signedIn ? groups : []}
        {...(info ? { displayName: info.player.displayName } : {})}
        // The drawer's entry to the notices (phones reach the menu first).
        footer={signedIn && Notices ? <Notices.Bell /> : undefined}
        onRegister={openRegister}
      />
    </>
  );
}

export function BottomAppBarSlot() {
  return <BottomAppBar currentPath={useCurrentPath()} social={useAgency().social} />;
}

export function FooterSlot() {
  const { name } = useAgency();
  // The build's prerender has no agency: the copyright line waits for the app (its place kept).
  return <Footer agencyName={import.meta.env.SSR ? undefined : name} year={YEAR} />;
}

export function ScrollToTopSlot() {
  return <ScrollToTop focusTargetId={MAIN_ID} />;
}

export function ToastSlot() {
  return <Toaster />;
}
