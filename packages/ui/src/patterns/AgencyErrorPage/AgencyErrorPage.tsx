import { useTranslation } from '@dokkham/i18n';
import { LinkButton } from '../../primitives/Button/LinkButton';
import * as page from '../ErrorPage/ErrorPage.css';
import { AlertIcon, WhatsappIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Logo } from '../../primitives/Logo/Logo';
import * as s from './AgencyErrorPage.css';

export interface AgencyErrorPageProps {
  /**
   * The operator's support WhatsApp link; opens in a new tab. Without one the button is left out
   * (a wa.me link without a number leads nowhere).
   */
  whatsappHref?: string | undefined;
  className?: string;
}

/**
 * Agency info answered 404 (SPEC §2, §8): nobody can use the site. A full page: cannot log in,
 * please contact Support, sorry for the inconvenience, and a WhatsApp button when there is a contact.
 */
export function AgencyErrorPage({ whatsappHref, className }: AgencyErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <section className={cx(page.page, page.fullPage, className)}>
      <Logo height={48} className={page.logo} />
      <span className={page.icon({ tone: 'warning' })} aria-hidden="true">
        <AlertIcon />
      </span>
      <h1 className={page.title}>{t('agency.title')}</h1>
      <p className={page.text}>{t('agency.text')}</p>
      {whatsappHref ? (
        <LinkButton href={whatsappHref} external size="lg" icon={<WhatsappIcon />} className={s.whatsapp}>
          {t('agency.whatsapp')}
        </LinkButton>
      ) : null}
    </section>
  );
}
