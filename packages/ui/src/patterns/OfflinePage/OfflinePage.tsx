import { useTranslation } from '@dokkham/i18n';
import { Button } from '../../primitives/Button/Button';
import { OfflineIcon, RefreshIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Logo } from '../../primitives/Logo/Logo';
import * as page from '../ErrorPage/ErrorPage.css';
import * as s from './OfflinePage.css';

export interface OfflinePageProps {
  /** The device says it has no network (navigator.onLine false); otherwise the server cannot be reached. */
  offline: boolean;
  /** Try again now (the app also does so by itself when the network comes back). */
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
  /** Fill the viewport with the brand on top (when no layout is around it). */
  fullPage?: boolean;
  className?: string;
}

/**
 * What the app shows instead of a page it cannot load for want of a connection, offline or on a
 * dead network (the installed app opens from its cache, its data cannot). Only texts of the
 * bundled `common` namespace: it never waits for a text that would need the network.
 */
export function OfflinePage({ offline, onRetry, retrying = false, fullPage = false, className }: OfflinePageProps) {
  const { t } = useTranslation('common');
  return (
    <section className={cx(page.page, fullPage && page.fullPage, className)}>
      {fullPage ? <Logo height={40} className={page.logo} /> : null}
      <span className={page.icon({ tone: 'neutral' })} aria-hidden="true">
        <OfflineIcon />
      </span>
      {/* It takes a page's place, maybe scrolled past: its heading comes into view (a few bytes: it is in the entry). */}
      <h1 ref={(node) => node?.scrollIntoView({ block: 'nearest' })} className={page.title}>
        {t('network.title')}
      </h1>
      <p className={page.text}>{offline ? t('network.offline') : t('network.error')}</p>
      <p className={s.note}>{t('network.autoRetry')}</p>
      <div className={page.actions}>
        <Button icon={<RefreshIcon />} loading={retrying} onClick={onRetry}>
          {t('action.retry')}
        </Button>
      </div>
    </section>
  );
}
