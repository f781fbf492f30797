import { useTranslation } from '@dokkham/i18n';
import type { ComponentPropsWithRef } from 'react';
import { BellIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import * as s from './Notifications.css';

export interface NotificationBellProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Unread notices; 0 shows no badge. Above 99 the badge reads 99+, and so does the name (it holds the badge's text). */
  count: number;
}

/** The navbar's bell: the unread count on a badge and in its accessible name. Opens the NotificationPanel (as its trigger). */
export function NotificationBell({ count, className, type = 'button', ...native }: NotificationBellProps) {
  const { t } = useTranslation('nav');
  const shown = count > 99 ? '99+' : String(count);
  return (
    <button
      {...native}
      type={type}
      aria-label={count > 0 ? t('notifications.bellUnread', { unread: shown }) : t('notifications.title')}
      className={cx(s.bell, className)}
    >
      <BellIcon aria-hidden="true" />
      {count > 0 ? (
        <span aria-hidden="true" className={s.badge}>
          {shown}
        </span>
      ) : null}
    </button>
  );
}
