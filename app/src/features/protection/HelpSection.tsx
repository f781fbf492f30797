/**
 * Where to get help, on the player's hub and on the page for everyone. Laos has no national
 * gambling helpline: the text names the people to talk to (family, a friend, a doctor) and the
 * agency's own support through its contact channels, and invents no number.
 */
import { useTranslation } from '@dokkham/i18n';
import { Card } from '@dokkham/ui/Card';
import * as css from './hub.css';

export function HelpSection() {
  const { t } = useTranslation('protection');
  return (
    <Card as="section" title={t('help.title')}>
      <div className={css.help}>
        <p className={css.value}>{t('help.fun')}</p>
        <p className={css.text}>{t('help.signs')}</p>
        <p className={css.text}>{t('help.talk')}</p>
        <p className={css.text}>{t('help.support')}</p>
      </div>
    </Card>
  );
}
