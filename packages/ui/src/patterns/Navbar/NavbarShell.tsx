import { useTranslation } from '@dokkham/i18n';
import { Link } from '../../primitives/Link/Link';
import { Logo } from '../../primitives/Logo/Logo';
import * as s from './Navbar.css';
import * as shell from './NavbarShell.css';

export interface NavbarShellProps {
  homeHref?: string;
}

/**
 * The Navbar's bar without its controls: the same height, background and logo position, built from
 * the Navbar's own styles, for the moment before an app's navbar code has loaded (no layout shift
 * when the real one takes over). Static: no menus, no Radix.
 */
export function NavbarShell({ homeHref = '/' }: NavbarShellProps) {
  const { t } = useTranslation('common');
  return (
    <header className={s.root}>
      <div className={s.inner}>
        <span className={shell.menuSlot} />
        <Link href={homeHref} variant="plain" className={s.home} aria-label={t('appName')}>
          <Logo variant="mark" height={36} decorative className={s.logoMark} />
          <Logo height={36} decorative className={s.logoFull} />
        </Link>
      </div>
    </header>
  );
}
