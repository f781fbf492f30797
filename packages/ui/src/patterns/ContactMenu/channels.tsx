import { FacebookIcon, LineIcon, TelegramIcon, TwitterIcon, WhatsappIcon } from '../../primitives/icons/icons';
import type { IconComponent } from '../../primitives/icons/createIcon';

/** The agency's social links (agency info `social`); an empty link hides its channel. */
export interface SocialLinks {
  whatsapp?: string | null;
  line?: string | null;
  facebook?: string | null;
  telegram?: string | null;
  twitter?: string | null;
}

/** SPEC §2 order: WhatsApp, Line, Facebook, Telegram, Twitter. */
export const CONTACT_CHANNELS = ['whatsapp', 'line', 'facebook', 'telegram', 'twitter'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CHANNEL_ICONS: Record<ContactChannel, IconComponent> = {
  whatsapp: WhatsappIcon,
  line: LineIcon,
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  twitter: TwitterIcon,
};

export interface ContactLink {
  channel: ContactChannel;
  href: string;
}

/** The channels that have a link, in the spec's order. */
export function contactLinks(social: SocialLinks): ContactLink[] {
  return CONTACT_CHANNELS.flatMap((channel) => {
    const href = social[channel]?.trim();
    return href ? [{ channel, href }] : [];
  });
}
