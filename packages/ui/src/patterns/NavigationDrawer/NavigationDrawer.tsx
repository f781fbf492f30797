import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '@dokkham/i18n';
import { Fragment, useRef, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { CloseIcon } from '../../primitives/icons/icons';
import { Link } from '../../primitives/Link/Link';
import { Logo } from '../../primitives/Logo/Logo';
import { visuallyHidden } from '../../theme/utilities.css';
import { isCurrentPath, isEntryActive } from '../../internal/active';
import * as s from './NavigationDrawer.css';

/** One entry of the drawer (SPEC §3 "menu entry": text, link, icon, optional children). */
export interface NavigationEntry {
  /** Stable key. */
  id: string;
  /** The translated text. */
  label: ReactNode;
  /** Internal path (navigates through LinkProvider); may carry a query string (?tab=Slot). */
  href: string;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** Indented entries under this one; the parent is active when one of them is. */
  children?: readonly NavigationEntry[];
}

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current location (pathname, a query string is ignored): marks the active entries. */
  currentPath: string;
  signedIn: boolean;
  /**
   * Groups of entries, separated by dividers. The app decides the grouping (signed in: two
   * groups, SPEC §2).
   */
  groups?: readonly (readonly NavigationEntry[])[];
  /** Signed in: greets the player at the top. */
  displayName?: string;
  /** Signed out: the Login link. */
  loginHref?: string;
  /** Signed out: Register pressed (the drawer closes first). */
  onRegister?: () => void;
  /** An entry was chosen; the drawer closes itself through onOpenChange(false). */
  onNavigate?: (entry: NavigationEntry) => void;
  homeHref?: string;
  /** Extra content under the entries, e.g. a LanguageMenu. */
  footer?: ReactNode;
}

/**
 * The left navigation drawer (SPEC §2): 393 px from the left (the whole width on smaller phones),
 * the logo on top, a Close control for keyboard and screen-reader users, and the entries. Focus is
 * trapped inside while open and returns to the menu button on close; choosing an entry closes it.
 */
export function NavigationDrawer({
  open,
  onOpenChange,
  currentPath,
  signedIn,
  groups = [],
  displayName,
  loginHref = '/login',
  onRegister,
  onNavigate,
  homeHref = '/',
  footer,
}: NavigationDrawerProps) {
  const { t } = useTranslation(['nav', 'home']);
  // Radix gives focus back only to its own Trigger; the drawer opens from the Navbar's menu button.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const close = () => onOpenChange(false);
  const choose = (entry: NavigationEntry) => {
    onNavigate?.(entry);
    close();
  };

  const renderEntry = (entry: NavigationEntry, child: boolean): ReactNode => {
    const current = isCurrentPath(entry.href, currentPath);
    const active = isEntryActive(entry, currentPath);
    return (
      <li key={entry.id}>
        <Link
          href={entry.href}
          variant="plain"
          className={child ? s.childEntry : s.entry}
          aria-current={current ? 'page' : undefined}
          data-active={active || undefined}
          onClick={() => choose(entry)}
        >
          {entry.icon ? (
            <span className={s.entryIcon} aria-hidden="true">
              {entry.icon}
            </span>
          ) : null}
          <span className={s.entryLabel}>{entry.label}</span>
        </Link>
        {entry.children?.length ? (
          <ul className={s.children}>
            {entry.children.map((c) => renderEntry(c, true))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content
          className={s.panel}
          // Pointers from its first frame, as Dialog's content (primitives/Dialog): the overlay covers the page.
          style={{ pointerEvents: 'auto' }}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const previous = returnFocusRef.current;
            if (previous?.isConnected) {
              event.preventDefault();
              previous.focus();
            }
          }}
        >
          <RadixDialog.Title className={visuallyHidden}>{t('drawer.title')}</RadixDialog.Title>
          <RadixDialog.Close className={s.close} aria-label={t('drawer.close')}>
            <CloseIcon />
          </RadixDialog.Close>
          <div className={s.header}>
            <Link href={homeHref} variant="plain" className={s.home} onClick={close}>
              <Logo height={40} />
            </Link>
          </div>
          {signedIn && displayName ? (
            <p className={s.greeting}>{t('home:welcome', { name: displayName })}</p>
          ) : null}
          {signedIn ? null : (
            <div className={s.guest}>
              <LinkButton href={loginHref} variant="secondary" fullWidth onClick={close}>
                {t('drawer.login')}
              </LinkButton>
              <Button
                fullWidth
                onClick={() => {
                  close();
                  onRegister?.();
                }}
              >
                {t('drawer.register')}
              </Button>
            </div>
          )}
          {groups.length > 0 ? (
            <nav aria-label={t('drawer.title')} className={s.nav}>
              {groups.map((group, index) => (
                <Fragment key={group[0]?.id ?? index}>
                  {index > 0 ? <hr className={s.divider} /> : null}
                  <ul className={s.group}>
                    {group.map((entry) => renderEntry(entry, false))}
                  </ul>
                </Fragment>
              ))}
            </nav>
          ) : null}
          {footer ? <div className={s.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
