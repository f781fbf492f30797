import { useTranslation } from '@dokkham/i18n';
import type { ReactNode } from 'react';
import { ContactDrawer } from '../ContactDrawer/ContactDrawer';
import type { SocialLinks } from '../ContactMenu/channels';
import { BankIcon, ChatIcon, DepositIcon, GameIcon, WithdrawIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Link } from '../../primitives/Link/Link';
import { isCurrentPath } from '../../internal/active';
import * as s from './BottomAppBar.css';

export interface BottomAppBarHrefs {
  deposit: string;
  withdraw: string;
  bank: string;
  /** The large centre button. */
  play: string;
}

const DEFAULT_HREFS: BottomAppBarHrefs = {
  deposit: '/player/deposit',
  withdraw: '/player/withdraw',
  bank: '/player/bank',
  play: '/player/game/alphabet',
};

export interface BottomAppBarProps {
  /** The current location: its item is marked (aria-current="page"). */
  currentPath: string;
  hrefs?: Partial<BottomAppBarHrefs>;
  /** With the agency's social links, a fifth item opens the contact bottom sheet. */
  social?: SocialLinks;
  className?: string;
}

/**
 * The phone tab bar (SPEC §2): Deposit, Withdraw, a large centre button to the alphabet games,
 * Bank, and optionally Contact. Shown up to 576 px only (CSS), above the home indicator.
 */
export function BottomAppBar({ currentPath, hrefs, social, className }: BottomAppBarProps) {
  const { t } = useTranslation('nav');
  const to = { ...DEFAULT_HREFS, ...hrefs };
  const item = (href: string, icon: ReactNode, label: string) => {
    const current = isCurrentPath(href, currentPath);
    return (
      <li className={s.cell}>
        <Link href={href} variant="plain" className={s.item} aria-current={current ? 'page' : undefined}>
          <span className={s.icon} aria-hidden="true">
            {icon}
          </span>
          <span className={s.label}>{label}</span>
        </Link>
      </li>
    );
  };
  const playCurrent = isCurrentPath(to.play, currentPath);
  return (
    <nav aria-label={t('bottomBar.label')} className={cx(s.root, className)}>
      <ul className={s.list}>
        {item(to.deposit, <DepositIcon />, t('bottomBar.deposit'))}
        {item(to.withdraw, <WithdrawIcon />, t('bottomBar.withdraw'))}
        <li className={s.cell}>
          <Link href={to.play} variant="plain" className={s.play} aria-current={playCurrent ? 'page' : undefined}>
            <span className={s.playButton} aria-hidden="true">
              <GameIcon />
            </span>
            <span className={s.label}>{t('bottomBar.play')}</span>
          </Link>
        </li>
        {item(to.bank, <BankIcon />, t('bottomBar.bank'))}
        {social ? (
          <li className={s.cell}>
            <ContactDrawer
              social={social}
              trigger={
                // Named by its visible label: Thai, Lao and Chinese have no spaces, so a longer
                // aria-label ('contact us') would not count as containing it (axe: label in name).
                <button type="button" className={s.item}>
                  <span className={s.icon} aria-hidden="true">
                    <ChatIcon />
                  </span>
                  <span className={s.label}>{t('bottomBar.contact')}</span>
                </button>
              }
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
