/**
 * The player's navigation entries (SPEC §2), as data for the navigation drawer. Two groups,
 * separated by a divider:
 *   1. money and account, what a player does most: Deposit, Withdraw, Promotions, Bank account;
 *   2. play and look back: Games (the four providers as indented children; askmebet opens its Slot
 *      tab), History (the three histories as children) and Responsible gaming (the player's limits,
 *      reality check, break and self-exclusion: two taps from any page, issue 25).
 * The active rule (path equal ignoring the query string, or an active child) is ui's isEntryActive.
 */
import {
  BankIcon,
  DepositIcon,
  GameIcon,
  HistoryIcon,
  PromotionIcon,
  ShieldIcon,
  WithdrawIcon,
  type IconComponent,
} from '@dokkham/ui/icons';

export interface MenuEntry {
  id: string;
  /** i18n key with its namespace, e.g. 'nav:drawer.entry.deposit'. */
  textKey: string;
  /** Internal path, possibly with a query string. */
  href: string;
  icon?: IconComponent;
  children?: readonly MenuEntry[];
}

export const PLAYER_MENU: readonly (readonly MenuEntry[])[] = [
  [
    { id: 'deposit', textKey: 'nav:drawer.entry.deposit', href: '/player/deposit', icon: DepositIcon },
    { id: 'withdraw', textKey: 'nav:drawer.entry.withdraw', href: '/player/withdraw', icon: WithdrawIcon },
    { id: 'promotion', textKey: 'nav:drawer.entry.promotion', href: '/player/promotion', icon: PromotionIcon },
    { id: 'bank', textKey: 'nav:drawer.entry.bank', href: '/player/bank', icon: BankIcon },
  ],
  [
    {
      id: 'games',
      textKey: 'nav:drawer.group.games',
      href: '/player/game/alphabet',
      icon: GameIcon,
      children: [
        { id: 'alphabet', textKey: 'common:provider.alphabet', href: '/player/game/alphabet' },
        { id: 'askmebet', textKey: 'common:provider.askmebet', href: '/player/game/askmebet?tab=Slot' },
        { id: 'gclub', textKey: 'common:provider.gclub', href: '/player/game/gclub' },
        { id: 'gclub_live', textKey: 'common:provider.gclub_live', href: '/player/game/gclub_live' },
      ],
    },
    {
      id: 'history',
      textKey: 'nav:drawer.group.history',
      href: '/player/deposit/history',
      icon: HistoryIcon,
      children: [
        { id: 'depositHistory', textKey: 'nav:drawer.entry.depositHistory', href: '/player/deposit/history' },
        { id: 'withdrawHistory', textKey: 'nav:drawer.entry.withdrawHistory', href: '/player/withdraw/history' },
        { id: 'promotionHistory', textKey: 'nav:drawer.entry.promotionHistory', href: '/player/promotion/history' },
      ],
    },
    { id: 'responsibleGaming', textKey: 'nav:drawer.entry.responsibleGaming', href: '/player/responsible-gaming', icon: ShieldIcon },
  ],
];
