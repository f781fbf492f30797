import { useTranslation } from '@dokkham/i18n';
import { Link } from '@dokkham/ui/Link';
import { Logo } from '@dokkham/ui/Logo';
// The Navbar's styles only (no component code): the placeholder is the same bar, by construction.
import * as navbar from '@dokkham/ui/Navbar/css';
import * as css from './placeholder.css';

/**
 * The navbar's place while the frame chunk loads (see AppShell): the same height, background and
 * logo position as ui's Navbar, so the page does not move when the real one takes over; its
 * controls (menu, language, contact, login) appear a moment later.
 */
export function NavbarPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <header className={navbar.root}>
      <div className={navbar.inner}>
        <span className={css.menuSlot} />
        <Link href="/" variant="plain" className={navbar.home} aria-label={t('appName')}>
          <Logo variant="mark" height={36} decorative className={navbar.logoMark} />
          <Logo height={36} decorative className={navbar.logoFull} />
        </Link>
      </div>
    </header>
  );
}
