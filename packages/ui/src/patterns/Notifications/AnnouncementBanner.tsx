import { useTranslation } from '@dokkham/i18n';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { AlertIcon, CloseIcon } from '../../primitives/icons/icons';
import * as s from './Notifications.css';

export interface AnnouncementBannerProps {
  /** In the player's language (the app picks it, Lao when the agency wrote none in it). */
  title: string;
  body: string;
  onDismiss: () => void;
}

/** A running maintenance announcement, under the navbar on every page until the player dismisses it. */
export function AnnouncementBanner({ title, body, onDismiss }: AnnouncementBannerProps) {
  const { t } = useTranslation(['nav', 'ui']);
  return (
    <section className={s.banner} aria-label={t('notifications.maintenance')}>
      <AlertIcon className={s.bannerIcon} aria-hidden="true" />
      <div className={s.bannerText}>
        <h2 className={s.bannerTitle}>{title}</h2>
        <p className={s.bannerBody}>{body}</p>
      </div>
      <IconButton label={t('ui:close')} icon={<CloseIcon />} variant="ghost" className={s.bannerClose} onClick={onDismiss} />
    </section>
  );
}
