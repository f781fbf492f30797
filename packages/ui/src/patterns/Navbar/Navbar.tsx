import { useTranslation, type Language } from '@dokkham/i18n';
import type { ReactNode } from 'react';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { ContactDrawer } from '../ContactDrawer/ContactDrawer';
import type { SocialLinks } from '../ContactMenu/channels';
import { ContactMenu } from '../ContactMenu/ContactMenu';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { DepositIcon, MenuIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { Link } from '../../primitives/Link/Link';
import { Logo } from '../../primitives/Logo/Logo';
import { UserMenu } from '../UserMenu/UserMenu';
import * as s from './Navbar.css';

interface NavbarCommonProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The agency's social links for "Contact us". */
  social: SocialLinks;
  /** The menu button was pressed: open the NavigationDrawer. */
  onMenuClick: () => void;
  /** Whether the drawer is open (aria-expanded of the menu button). */
  menuOpen?: boolean;
  /**
   * Contact on phones (up to 576 px), where it opens as a bottom sheet. Turn it off when the
   * BottomAppBar already offers contact.
   */
  phoneContact?: boolean;
  homeHref?: string;
  className?: string;
}

export interface SignedOutNavbarProps extends NavbarCommonProps {
  signedIn: false;
  loginHref?: string;
  /** Where Register goes: a link, so it works before an app's script has run. */
  registerHref?: string;
}

export interface SignedInNavbarProps extends NavbarCommonProps {
  signedIn: true;
  displayName: string;
  depositHref?: string;
  /** The notification bell (the app's, connected), before the user menu. */
  notifications?: ReactNode;
  onChangePassword: () => void;
  onLogout: () => void;
}

export type NavbarProps = SignedOutNavbarProps | SignedInNavbarProps;

/**
 * The top bar (SPEC §2). Signed out: logo, Login, Register, language, contact. Signed in: Deposit,
 * the user menu, language, contact. A menu button opens the navigation drawer. Labels never wrap:
 * below 1024 px language and contact are icons, up to 768 px the logo is its mark, and on phones
 * (up to 576 px) Deposit is an icon too, so the player's name stays visible on the user button.
 */
export function Navbar(props: NavbarProps) {
  const { language, onLanguageChange, social, onMenuClick, menuOpen, phoneContact = true, homeHref = '/', className } = props;
  const { t } = useTranslation('nav');
  return (
    <header className={cx(s.root, className)}>
      <div className={s.inner}>
        <IconButton
          label={t('navbar.openMenu')}
          icon={<MenuIcon />}
          aria-haspopup="dialog"
          aria-expanded={menuOpen ?? false}
          onClick={onMenuClick}
        />
        <Link href={homeHref} variant="plain" className={s.home}>
          <Logo variant="mark" height={36} className={s.logoMark} />
          <Logo height={36} className={s.logoFull} />
        </Link>
        <div className={s.actions}>
          {props.signedIn ? (
            <>
              <LinkButton href={props.depositHref ?? '/player/deposit'} size="sm" icon={<DepositIcon />} className={s.deposit}>
                {t('navbar.deposit')}
              </LinkButton>
              {props.notifications}
              <UserMenu
                displayName={props.displayName}
                onChangePassword={props.onChangePassword}
                onLogout={props.onLogout}
                compact
              />
            </>
          ) : null}
          <LanguageMenu value={language} onChange={onLanguageChange} compact />
          <span className={s.wideOnly}>
            <ContactMenu social={social} compact />
          </span>
          {phoneContact ? (
            <span className={s.phoneOnly}>
              <ContactDrawer social={social} />
            </span>
          ) : null}
          {props.signedIn ? null : (
            <>
              <LinkButton href={props.loginHref ?? '/login'} variant="ghost" size="sm" className={s.login}>
                {t('navbar.login')}
              </LinkButton>
              <LinkButton href={props.registerHref ?? '/register'} size="sm" className={s.register}>
                {t('navbar.register')}
              </LinkButton>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
