import { useTranslation } from '@dokkham/i18n';
import { Link } from '@dokkham/ui/Link';
import { Logo } from '@dokkham/ui/Logo';
import * as css from './placeholder.css';

/**
 * The navbar's place while the frame chunk loads (see AppShell): the same height, background and
 * logo position as ui's Navbar, so the page does not move when the real one takes over; its
 * controls (menu, language, contact, login) appear a moment later.
 */
export function NavbarPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <header className={css.bar}>
      <div className={css.inner}>
        <span className={css.menuSlot} />
        <Link href="/" variant="plain" className={css.home} aria-label={t('appName')}>
          <Logo variant="mark" height={36} decorative className={css.logoMark} />
          <Logo height={36} decorative className={css.logoFull} />
        </Link>
      </div>
    </header>
  );
}
