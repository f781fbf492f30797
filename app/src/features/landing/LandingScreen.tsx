import { GAME_CATEGORIES, PROVIDERS, type GameCategory, type Provider } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { LinkButton } from '@dokkham/ui/Button';
import {
  CardIcon,
  CasinoIcon,
  ChevronRightIcon,
  ChickenIcon,
  FishIcon,
  PromotionIcon,
  QrIcon,
  SlotIcon,
  SportIcon,
  WithdrawIcon,
  type IconComponent,
} from '@dokkham/ui/icons';
import { Link } from '@dokkham/ui/Link';
import { Phrases } from '@dokkham/ui/Phrases';
import { useId, type ReactNode } from 'react';
import { useMarkUsable } from '../../lib/usable';
import * as css from './landing.css';

const CATEGORY_ICONS: Record<GameCategory, IconComponent> = {
  slot: SlotIcon,
  sport: SportIcon,
  casino: CasinoIcon,
  fish: FishIcon,
  card: CardIcon,
  chicken: ChickenIcon,
};

/** askmebet shows every category as a tab (?tab=Slot ...). */
const categoryHref = (category: GameCategory) =>
  `/player/game/askmebet?tab=${category.charAt(0).toUpperCase()}${category.slice(1)}`;

const PROVIDER_HREFS: Record<Provider, string> = {
  alphabet: '/player/game/alphabet',
  askmebet: '/player/game/askmebet?tab=Slot',
  gclub: '/player/game/gclub',
  gclub_live: '/player/game/gclub_live',
};

const REGISTER = '/register';
const LOGIN = '/login';

/**
 * The landing page for guests (SPEC §2): home header with the calls to register and log in, the
 * game categories, the providers, why play here, and the calls again at the end. Game links lead
 * guests to the login (the guard remembers where they were going). Only bundled texts and the
 * design system's light parts: this is the first page most players load.
 */
export function LandingScreen() {
  const { t } = useTranslation(['home', 'common']);
  useMarkUsable('landing');
  return (
    <div className={css.page}>
      <header className={css.hero}>
        <h1 className={css.title} elementtiming="landing-headline">
          <Phrases>{t('home:header.title')}</Phrases>
        </h1>
        <p className={css.subtitle}>{t('home:header.subtitle')}</p>
        <div className={css.actions}>
          <LinkButton href={REGISTER} size="lg" fullWidth className={css.action}>
            {t('home:hero.register')}
          </LinkButton>
          <LinkButton href={LOGIN} variant="secondary" size="lg" fullWidth className={css.action}>
            {t('home:hero.login')}
          </LinkButton>
        </div>
      </header>

      <Section title={t('home:categories.title')}>
        <ul className={css.grid}>
          {GAME_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <li key={category}>
                <Link href={categoryHref(category)} variant="plain" className={css.tile}>
                  <span className={css.tileIcon}>
                    <Icon />
                  </span>
                  <span className={css.tileLabel}>{t(`common:category.${category}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('home:providers.title')} text={t('home:providers.text')}>
        <ul className={css.providerGrid}>
          {PROVIDERS.map((provider) => {
            const name = t(`common:provider.${provider}`);
            return (
              <li key={provider}>
                <Link href={PROVIDER_HREFS[provider]} variant="plain" className={css.provider}>
                  <span className={css.providerName}>{name}</span>
                  <span className={css.providerPlay}>
                    {t('home:providers.play', { provider: name })}
                    <ChevronRightIcon size="1em" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('home:features.title')}>
        <ul className={css.features}>
          <Feature icon={<QrIcon />} title={t('home:features.qrTitle')} text={t('home:features.qrText')} />
          <Feature icon={<WithdrawIcon />} title={t('home:features.withdrawTitle')} text={t('home:features.withdrawText')} />
          <Feature icon={<PromotionIcon />} title={t('home:features.promotionTitle')} text={t('home:features.promotionText')} />
        </ul>
      </Section>

      <div className={css.cta}>
        <div className={css.ctaCard}>
          <h2 className={css.ctaTitle}>{t('home:cta.registerTitle')}</h2>
          <p className={css.featureText}>{t('home:cta.registerText')}</p>
          <LinkButton href={REGISTER}>{t('home:cta.register')}</LinkButton>
        </div>
        <div className={css.ctaCard}>
          <h2 className={css.ctaTitle}>{t('home:cta.loginTitle')}</h2>
          <LinkButton href={LOGIN} variant="secondary">
            {t('home:cta.login')}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {text ? <p className={css.sectionText}>{text}</p> : null}
      {children}
    </section>
  );
}

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className={css.feature}>
      <span className={css.featureIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 className={css.featureTitle}>{title}</h3>
        <p className={css.featureText}>{text}</p>
      </div>
    </li>
  );
}
