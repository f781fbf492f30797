import { queries } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { LinkButton } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { useQuery } from '@tanstack/react-query';
import { HelpSection } from './HelpSection';
import * as css from './hub.css';

/** The tools, as the hub lists them. */
const TOOLS = ['limits', 'realityCheck', 'break', 'selfExclusion', 'activity'] as const;

/**
 * Responsible gaming for everyone (/responsible-gaming, guests and players alike; the footer and
 * the registration form link it): what each tool does, 18+ only, where to get help, and the way to
 * the tools: a player's own hub, or logging in for a guest.
 */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation('protection');
  return (
    <section className={css.screen} aria-labelledby="responsible-title">
      <h1 id="responsible-title" className={css.title}>
        {t('title')}
      </h1>
      <p className={css.intro}>{t('guest.intro')}</p>
      <Card as="section" title={t('guest.adult.title')} accent>
        <div className={css.adult}>
          <span className={css.adultMark} aria-hidden="true">
            18+
          </span>
          <p className={css.text}>{t('guest.adult.text')}</p>
        </div>
      </Card>
      <section className={css.section} aria-labelledby="responsible-tools">
        <h2 id="responsible-tools" className={css.heading}>
          {t('guest.tools.title')}
        </h2>
        <ul className={css.explained}>
          {TOOLS.map((id) => (
            <li key={id} className={css.explainedItem}>
              <h3 className={css.explainedTitle}>{t(`tools.${id}`)}</h3>
              <p className={css.text}>{t(`guest.tools.${id}`)}</p>
            </li>
          ))}
        </ul>
        <UseTheTools />
      </section>
      <HelpSection />
    </section>
  );
}

/** A player goes to their hub; a guest is asked to log in (or register). Nothing while the session is checked. */
function UseTheTools() {
  const { t } = useTranslation('protection');
  const session = useQuery(queries.session());
  if (session.isPending) return null;
  return session.data ? (
    <div className={css.actions}>
      <p className={css.muted}>{t('guest.player.text')}</p>
      <LinkButton href="/player/responsible-gaming">{t('guest.player.link')}</LinkButton>
    </div>
  ) : (
    <div className={css.actions}>
      <p className={css.muted}>{t('guest.visitor.text')}</p>
      <LinkButton href="/login">{t('guest.visitor.login')}</LinkButton>
      <LinkButton href="/register" variant="secondary">
        {t('guest.visitor.register')}
      </LinkButton>
    </div>
  );
}
