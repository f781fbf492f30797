// Story data shared by the stories of many folders (frame, pages, data): links, the player menu,
// social links, text helpers. Not exported from the package.
import { i18n, useTranslation } from '@dokkham/i18n';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { SocialLinks } from '../patterns/ContactMenu/channels';
import { LinkProvider, type RouterLinkProps } from '../primitives/Link/LinkProvider';
import { BankIcon, DepositIcon, GameIcon, HistoryIcon, PromotionIcon, ShieldIcon, WithdrawIcon } from '../primitives/icons/icons';
import type { NavigationEntry } from '../patterns/NavigationDrawer/NavigationDrawer';

export const SOCIAL: SocialLinks = {
  whatsapp: 'https://wa.me/8562012345678',
  line: 'https://line.me/R/ti/p/@dokkham',
  facebook: 'https://facebook.com/dokkham.la',
  telegram: 'https://t.me/dokkham',
  twitter: 'https://twitter.com/dokkham',
};

export const PLAYER = 'somchai_99';
/** A long Lao display name: first name, family name and a nickname. */
export const LONG_LAO_NAME = 'ສົມພອນ ພົມມະວົງສາ (ແສງອາລຸນ)';

/** A text in the story's language (i18n follows the locale toolbar). */
export const tr = (key: string, options: Record<string, unknown> = {}): string => i18n.t(key, options);

/** A pattern for a text whose spaces may be no-break spaces (money: "1.500 LAK"). */
export function textRe(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0]+/g, '\\s+'));
}

/** A translated text as a node, for story args (evaluated at render, in the story's language). */
export function T({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

/**
 * The player's menu as the app groups it (app/src/frame/menu.ts): money and account first, then
 * games and histories with their children, and responsible gaming.
 */
export function playerGroups(): NavigationEntry[][] {
  return [
    [
      { id: 'deposit', label: tr('nav:drawer.entry.deposit'), href: '/player/deposit', icon: <DepositIcon /> },
      { id: 'withdraw', label: tr('nav:drawer.entry.withdraw'), href: '/player/withdraw', icon: <WithdrawIcon /> },
      { id: 'promotion', label: tr('nav:drawer.entry.promotion'), href: '/player/promotion', icon: <PromotionIcon /> },
      { id: 'bank', label: tr('nav:drawer.entry.bank'), href: '/player/bank', icon: <BankIcon /> },
    ],
    [
      {
        id: 'games',
        label: tr('nav:drawer.group.games'),
        href: '/player/game/alphabet',
        icon: <GameIcon />,
        children: [
          { id: 'alphabet', label: tr('common:provider.alphabet'), href: '/player/game/alphabet' },
          { id: 'askmebet', label: tr('common:provider.askmebet'), href: '/player/game/askmebet?tab=Slot' },
          { id: 'gclub', label: tr('common:provider.gclub'), href: '/player/game/gclub' },
          { id: 'gclub_live', label: tr('common:provider.gclub_live'), href: '/player/game/gclub_live' },
        ],
      },
      {
        id: 'history',
        label: tr('nav:drawer.group.history'),
        href: '/player/deposit/history',
        icon: <HistoryIcon />,
        children: [
          { id: 'depositHistory', label: tr('nav:drawer.entry.depositHistory'), href: '/player/deposit/history' },
          { id: 'withdrawHistory', label: tr('nav:drawer.entry.withdrawHistory'), href: '/player/withdraw/history' },
          { id: 'promotionHistory', label: tr('nav:drawer.entry.promotionHistory'), href: '/player/promotion/history' },
        ],
      },
      { id: 'responsibleGaming', label: tr('nav:drawer.entry.responsibleGaming'), href: '/player/responsible-gaming', icon: <ShieldIcon /> },
    ],
  ];
}


/** Records internal navigations instead of leaving the story (a stand-in for the router's link). */
export const navigate = fn().mockName('navigate');

function StoryRouterLink({ href, onClick, children, ...rest }: RouterLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export function StoryLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={StoryRouterLink}>{children}</LinkProvider>;
}
