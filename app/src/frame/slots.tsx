/**
 * The layout's parts (SPEC §2 common frame), connected: @dokkham/ui's presentational components
 * fed with the agency (root context), the session, the language and the router.
 *
 *   NavbarSlot       Navbar + NavigationDrawer (PLAYER_MENU) + the change-password dialog
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
import { useMemo, useState } from 'react';
import { ChangePasswordDialog } from '../features/account/ChangePasswordDialog';
import { useLogoutAndReload } from '../features/account/useLogoutAndReload';
import { toastError } from '../features/feedback/toastError';
import { MAIN_ID } from './ids';
import { PLAYER_MENU, type MenuEntry } from './menu';
import { useSession } from './useSession';

// The copyright year, read once per page load.
const YEAR = new Date().getFullYear();

const useCurrentPath = () => useRouterState({ select: (s) => s.location.pathname });
const useAgency = () => useRouteContext({ from: '__root__' }).agency;

export function NavbarSlot() {
  // Bundled namespaces only: the frame's first render must never wait for a text chunk.
  const { t } = useTranslation(['nav', 'common']);
  const agency = useAgency();
  const { signedIn, info } = useSession();
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // SPEC §4: logout clears the player's data and reloads the page (on the landing).
  const logout = useLogoutAndReload();
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
        <Navbar
          {...common}
          signedIn
          displayName={info.player.displayName}
          onChangePassword={() => setPasswordOpen(true)}
          onLogout={() => logout.mutate()}
        />
      ) : (
        <Navbar {...common} signedIn={false} onRegister={openRegister} />
      )}
      <NavigationDrawer
        open={menuOpen}
        onOpenChange={setMenuOpen}
        currentPath={currentPath}
        signedIn={signedIn}
        groups={signedIn ? groups : []}
        {...(info ? { displayName: info.player.displayName } : {})}
        onRegister={openRegister}
      />
      {signedIn ? <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} /> : null}
    </>
  );
}

export function BottomAppBarSlot() {
  return <BottomAppBar currentPath={useCurrentPath()} social={useAgency().social} />;
}

export function FooterSlot() {
  return <Footer agencyName={useAgency().name} year={YEAR} />;
}

export function ScrollToTopSlot() {
  return <ScrollToTop focusTargetId={MAIN_ID} />;
}

export function ToastSlot() {
  return <Toaster />;
}
