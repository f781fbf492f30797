import { useTranslation } from '@dokkham/i18n';
import { useId, type ReactElement } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { BellIcon } from '../../primitives/icons/icons';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './Notifications.css';

/** One notice as the panel shows it: texts already in the player's language. */
export interface NotificationItem {
  id: string;
  title: string;
  /** What it is about: an order's code and amount, a promotion's name. */
  detail?: string;
  /** When, formatted. */
  time: string;
  /** What it opens: a receipt, the promotion. */
  href: string;
  read: boolean;
}

/** An agency announcement running now, in the player's language. */
export interface AnnouncementItem {
  id: string;
  title: string;
  body: string;
}

export interface NotificationPanelProps {
  /** The bell; focus returns to it on close. */
  trigger: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Newest first. */
  items: readonly NotificationItem[];
  /** The first page is on its way. */
  loading?: boolean;
  unreadCount: number;
  /** The agency's running announcements, above the notices. */
  announcements?: readonly AnnouncementItem[];
  /** An item was opened (before its link navigates and the panel closes): mark it read. */
  onOpenItem: (id: string) => void;
  onMarkAllRead: () => void;
  markingAll?: boolean;
}

/**
 * The player's notices, newest first, in a dialog: a sheet on phones (the Dialog's own layout), a
 * panel dropped down under the bell above them.
 * Each opens what it is about and closes the panel; unread ones carry a dot and say so.
 */
export function NotificationPanel({ trigger, open, defaultOpen, onOpenChange, items, loading = false, unreadCount, announcements = [], onOpenItem, onMarkAllRead, markingAll = false }: NotificationPanelProps) {
  const { t } = useTranslation(['nav', 'ui']);
  const headingId = useId();
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger} size="sm" className={s.dropdown} title={t('notifications.title')} description={t('notifications.description')} hideDescription>
      {announcements.length > 0 ? (
        <section aria-labelledby={headingId} className={s.announcements}>
          <h3 id={headingId} className={s.sectionTitle}>
            {t('notifications.announcements')}
          </h3>
          <ul className={s.list}>
            {announcements.map((a) => (
              <li key={a.id} className={s.announcement}>
                <span className={s.itemTitle}>{a.title}</span>
                <span className={s.itemMeta}>{a.body}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loading ? (
        <p aria-busy="true">
          <span className={visuallyHidden}>{t('ui:loading')}</span>
          <Skeleton variant="block" />
        </p>
      ) : items.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('notifications.empty')} headingLevel={3} />
      ) : (
        <>
          <div className={s.toolbar}>
            <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={unreadCount === 0} loading={markingAll}>
              {t('notifications.markAllRead')}
            </Button>
          </div>
          <ul className={s.list}>
            {items.map((item) => (
              <li key={item.id}>
                <DialogClose>
                  <Link href={item.href} variant="plain" className={s.item} onClick={() => onOpenItem(item.id)}>
                    <span className={s.dot} data-unread={!item.read} aria-hidden="true" />
                    <span>
                      <span className={s.itemTitle}>
                        {item.title}
                        {item.read ? null : <span className={s.itemMeta}>{t('notifications.unread')}</span>}
                      </span>
                      {item.detail ? <span className={s.itemMeta}>{item.detail}</span> : null}
                      <span className={s.itemMeta}>{item.time}</span>
                    </span>
                  </Link>
                </DialogClose>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
