import { useTranslation } from '@dokkham/i18n';
import { useRef } from 'react';
import { Button } from '../../primitives/Button/Button';
import { DropdownMenu } from '../../primitives/DropdownMenu/DropdownMenu';
import { ChevronDownIcon, LockIcon, LogoutIcon, ShieldIcon, UserIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import * as s from './UserMenu.css';

export interface UserMenuProps {
  /** The player's displayName: shown on the trigger and as the menu's heading. */
  displayName: string;
  /** "Change password" chosen: open the change-password dialog. */
  onChangePassword: () => void;
  /** "Logout" chosen. */
  onLogout: () => void;
  /** Where "Responsible gaming" goes: the player's limits, reality check, break and self-exclusion. */
  responsibleGamingHref?: string;
  /** Where "Signed-in devices" goes: the player's sessions, to log other devices out. */
  securityHref?: string;
  /** Tighter on phones (up to 576 px): no chevron, and the name is cut shorter when room is short. */
  compact?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** The signed-in player's menu: their name, Change password, Signed-in devices and Responsible gaming (links) and Logout. */
export function UserMenu({
  displayName,
  onChangePassword,
  onLogout,
  responsibleGamingHref = '/player/responsible-gaming',
  securityHref = '/player/security',
  compact = false,
  align = 'end',
  className,
}: UserMenuProps) {
  const { t } = useTranslation('nav');
  // "Change password" opens a dialog. It must open after the menu has closed and handed focus
  // back to its trigger: a dialog opened earlier remembers the (then removed) menu item and loses
  // focus when it closes. So it opens when the trigger regains focus, or after a short fallback.
  const pendingRef = useRef(false);
  const openChangePassword = () => {
    if (!pendingRef.current) return;
    pendingRef.current = false;
    onChangePassword();
  };
  return (
    <DropdownMenu
      align={align}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          icon={<UserIcon />}
          iconEnd={<ChevronDownIcon />}
          // Contains the visible name (label in name) and still says what the button is on phones.
          aria-label={`${t('navbar.userMenu')}: ${displayName}`}
          className={cx(s.trigger, compact && s.compact, className)}
          onFocus={openChangePassword}
        >
          {/* data-truncates: cut by design (the player's own name); the story suite's layout check allows it. */}
          <span className={s.name} data-truncates="">
            {displayName}
          </span>
        </Button>
      }
      items={[
        { type: 'label', id: 'player', label: <span className={s.menuName}>{displayName}</span> },
        {
          id: 'password',
          label: t('navbar.changePassword'),
          icon: <LockIcon />,
          onSelect: () => {
            pendingRef.current = true;
            window.setTimeout(openChangePassword, 150);
          },
        },
        { id: 'security', label: t('navbar.security'), icon: <UserIcon />, href: securityHref },
        { id: 'responsibleGaming', label: t('navbar.responsibleGaming'), icon: <ShieldIcon />, href: responsibleGamingHref },
        { type: 'separator', id: 'separator' },
        { id: 'logout', label: t('navbar.logout'), icon: <LogoutIcon />, onSelect: onLogout, tone: 'danger' },
      ]}
    />
  );
}
