import { useTranslation } from '@dokkham/i18n';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives/Link/Link';
import { Logo } from '../../primitives/Logo/Logo';
import { BANK_LOGOS } from './BankLogos';
import * as s from './Footer.css';

export interface FooterLink {
  id: string;
  label: ReactNode;
  href: string;
}

/** The games the footer lists (SPEC §1), keys of nav:footer.games. */
const GAMES = [
  'baccarat',
  'slot',
  'fishShooting',
  'roulette',
  'hiloSicbo',
  'fantan',
  'pokdeng',
  'poker',
  'dragonTiger',
  'blackjack',
  'keno',
  'lottery',
] as const;
const PROVIDERS = ['alphabet', 'askmebet', 'gclub', 'gclub_live'] as const;
const ABOUT = ['service', 'aboutUs', 'howToPlay'] as const;

export interface FooterProps {
  /**
   * The agency's name for the copyright line; undefined while it is not known (a page prerendered
   * before any agency answered): the line keeps its place, empty.
   */
  agencyName: string | undefined;
  /** Copyright year: a prop, so renders and screenshots do not depend on the clock. */
  year: number;
  /** Links of the games column; by default the games of SPEC §1 with placeholder links. */
  games?: readonly FooterLink[];
  /** Links of the promotions column (provider names); by default the four providers. */
  promotions?: readonly FooterLink[];
  /** Links of the about-us column; by default service, about us and how to play. */
  about?: readonly FooterLink[];
  /** The responsible-gaming page (what the player-protection tools are, 18+, where to get help), linked beside the 18+ note. */
  responsibleGamingHref?: string;
  className?: string;
}

/**
 * The site footer (SPEC §2): brand, link columns for games, promotions and about us, the six
 * accepted banks, the copyright line and the 18+ note with the link to responsible gaming.
 * Desktop layout from 769 px; up to 768 px the columns are collapsible sections. The columns'
 * links are placeholders ('#') until the agency provides pages.
 */
export function Footer({ agencyName, year, games, promotions, about, responsibleGamingHref = '/responsible-gaming', className }: FooterProps) {
  const { t } = useTranslation(['nav', 'common']);
  const banksTitleId = useId();
  const columns = [
    { id: 'games', title: t('footer.game'), wide: true, links: games ?? GAMES.map((id) => ({ id, label: t(`footer.games.${id}`), href: '#' })) },
    {
      id: 'promotions',
      title: t('footer.promotion'),
      links: promotions ?? PROVIDERS.map((id) => ({ id, label: t(`common:provider.${id}`), href: '#' })),
    },
    { id: 'about', title: t('footer.aboutUs'), links: about ?? ABOUT.map((id) => ({ id, label: t(`footer.${id}`), href: '#' })) },
  ];
  return (
    <footer className={cx(s.root, className)}>
      <div className={s.inner}>
        <div className={s.top}>
          <div className={s.brand}>
            <Logo height={40} />
            <p className={s.tagline}>{t('common:tagline')}</p>
          </div>
          {columns.map((column) => (
            <FooterColumn key={column.id} title={column.title} links={column.links} wide={column.wide} />
          ))}
        </div>
        <section className={s.banks} aria-labelledby={banksTitleId}>
          <h2 id={banksTitleId} className={s.heading}>
            {t('footer.acceptedBanking')}
          </h2>
          <ul className={s.bankList}>
            {BANK_LOGOS.map(({ id, Logo: BankLogo }) => (
              <li key={id}>
                <BankLogo className={s.bankLogo} />
              </li>
            ))}
          </ul>
        </section>
        <div className={s.bottom}>
          {agencyName === undefined ? <p aria-hidden="true">{'\u00a0'}</p> : <p>{t('footer.copyright', { year, agency: agencyName })}</p>}
          <p>
            {t('footer.responsible')}{' '}
            <Link href={responsibleGamingHref}>{t('footer.responsibleGaming')}</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links, wide = false }: { title: string; links: readonly FooterLink[]; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav className={s.column} aria-label={title} data-open={open || undefined}>
      <h2 className={s.heading}>
        {/* Phones: a disclosure button; desktop: the plain heading. Only one is displayed. */}
        <button type="button" className={s.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {title}
          <ChevronDownIcon className={s.chevron} />
        </button>
        <span className={s.desktopTitle}>{title}</span>
      </h2>
      <ul id={listId} className={cx(s.links, wide && s.linksWide)}>
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} variant="plain" className={s.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
