import { useTranslation } from '@dokkham/i18n';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { AlertIcon, ChevronDownIcon, HomeIcon, RefreshIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Logo } from '../../primitives/Logo/Logo';
import * as s from './ErrorPage.css';

export interface ErrorPageProps {
  /** notFound: 'Not Found'; error: 'Something went wrong!' with Show Error / Hide Error. */
  variant: 'notFound' | 'error';
  /** What failed (error variant): its message and stack show behind the toggle. */
  error?: unknown;
  /** Try again (error variant), e.g. reset the boundary and reload the route. */
  onRetry?: () => void;
  homeHref?: string;
  /** Fill the viewport with the brand on top (when no layout is around it). */
  fullPage?: boolean;
  className?: string;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack?.includes(error.message) ? error.stack : `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The router's not-found and error pages (SPEC §2). The error variant hides the technical
 * details behind a Show Error / Hide Error toggle, for support to read out.
 */
export function ErrorPage({ variant, error, onRetry, homeHref = '/', fullPage = false, className }: ErrorPageProps) {
  const { t } = useTranslation(['errors', 'common']);
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  const notFound = variant === 'notFound';
  return (
    <section className={cx(s.page, fullPage && s.fullPage, className)}>
      {fullPage ? <Logo height={40} className={s.logo} /> : null}
      {notFound ? (
        <p className={s.code} aria-hidden="true">
          404
        </p>
      ) : (
        <span className={s.icon({ tone: 'critical' })} aria-hidden="true">
          <AlertIcon />
        </span>
      )}
      <h1 className={s.title}>{notFound ? t('notFound.title') : t('boundary.title')}</h1>
      <p className={s.text}>{notFound ? t('notFound.text') : t('generic')}</p>
      <div className={s.actions}>
        {!notFound && onRetry ? (
          <Button icon={<RefreshIcon />} onClick={onRetry}>
            {t('common:action.retry')}
          </Button>
        ) : null}
        <LinkButton href={homeHref} variant={notFound ? 'primary' : 'secondary'} icon={<HomeIcon />}>
          {t('common:action.goHome')}
        </LinkButton>
      </div>
      {notFound ? null : (
        <div className={s.details}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={shown}
            aria-controls={detailsId}
            iconEnd={<ChevronDownIcon className={s.chevron} />}
            onClick={() => setShown(!shown)}
          >
            {shown ? t('boundary.hide') : t('boundary.show')}
          </Button>
          <pre id={detailsId} hidden={!shown} className={s.pre}>
            {describe(error)}
          </pre>
        </div>
      )}
    </section>
  );
}
