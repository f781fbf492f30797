import { queries } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Spinner } from '@dokkham/ui/Spinner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { HelpSection } from './HelpSection';
import { CurrentSettings, ToolLinks } from './HubParts';
import * as css from './hub.css';

/**
 * Responsible gaming, the player's hub (/player/responsible-gaming): what is set now (a running
 * break or self-exclusion with its end, each deposit limit with what is used and left and a
 * pending change with when it applies, the reality-check interval), the tools' pages, and where to
 * get help. The route loader has the settings in the cache; they are refetched on every visit.
 */
export function ProtectionHubScreen() {
  const { t } = useTranslation(['protection', 'common']);
  return (
    <section className={css.screen} aria-labelledby="protection-title">
      <h1 id="protection-title" className={css.title}>
        {t('title')}
      </h1>
      <p className={css.intro}>{t('hub.intro')}</p>
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        <Settings />
      </Suspense>
      <ToolLinks />
      <HelpSection />
    </section>
  );
}

function Settings() {
  const { data } = useSuspenseQuery(queries.protection());
  return <CurrentSettings settings={data} />;
}
