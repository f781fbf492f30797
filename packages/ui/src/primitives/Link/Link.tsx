import { useTranslation } from '@dokkham/i18n';
import { createElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ExternalLinkIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import { isExternalHref } from './isExternal';
import * as s from './Link.css';
import { useLinkComponent } from './LinkProvider';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'style' | 'target' | 'rel'> {
  href: string;
  /**
   * Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. Defaults to
   * true for absolute http(s) URLs.
   */
  external?: boolean;
  /** inline (underlined, in text), standalone (own line) or plain (no class at all: the caller styles it). */
  variant?: 'inline' | 'standalone' | 'plain';
  /** Show the small "opens elsewhere" arrow after external links. Default true for inline/standalone. */
  showExternalIcon?: boolean;
  children?: ReactNode;
}

/**
 * A link that navigates with the app's router (see LinkProvider) for internal paths and opens
 * external URLs in a new tab. A native <a>'s attributes are accepted by design.
 */
export function Link({ href, external, variant = 'inline', showExternalIcon, className, children, ...native }: LinkProps) {
  const RouterLink = useLinkComponent();
  const { t } = useTranslation('ui');
  const classes = cx(variant !== 'plain' && s.variant[variant], className) || undefined;
  if (external ?? isExternalHref(href)) {
    const icon = showExternalIcon ?? variant !== 'plain';
    return (
      <a {...native} href={href} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        {icon ? <ExternalLinkIcon size="0.9em" className={s.externalIcon} /> : null}
        <span className={visuallyHidden}> {t('link.newTab')}</span>
      </a>
    );
  }
  // createElement: the component comes from context, it is not created here.
  return createElement(RouterLink, { ...native, href, className: classes }, children);
}
