/**
 * "Report a problem": the agency's first support channel (agency info `social`, in the order
 * WhatsApp, LINE, Telegram, Facebook) opened with a message the player can read and send. Channels
 * whose links take a text get it prefilled; Facebook takes none, so the screen copies the text and
 * says so. Nothing is sent without the player: the link only opens the chat.
 */
import type { Social } from '@dokkham/api';

export const SUPPORT_CHANNELS = ['whatsapp', 'line', 'telegram', 'facebook'] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];

export interface ProblemReport {
  channel: SupportChannel;
  href: string;
  /** The channel's link carries no text: copy it to the clipboard for the player to paste. */
  copy: boolean;
}

/** The WhatsApp number of a wa.me or api.whatsapp.com link, or of a plain phone number. */
export function whatsappNumber(link: string): string | null {
  const trimmed = link.trim();
  if (/^\+?[\d\s-]{6,}$/.test(trimmed)) return trimmed.replace(/\D/g, '');
  try {
    const url = new URL(trimmed);
    const phone = url.searchParams.get('phone') ?? (url.hostname.endsWith('wa.me') ? url.pathname.slice(1) : '');
    const digits = phone.replace(/\D/g, '');
    return digits.length >= 6 ? digits : null;
  } catch {
    return null;
  }
}

function channelLink(channel: SupportChannel, agencyLink: string, text: string): ProblemReport {
  const q = encodeURIComponent(text);
  switch (channel) {
    case 'whatsapp': {
      const number = whatsappNumber(agencyLink);
      // A link we cannot read a number from still opens the agency's chat; the text goes by clipboard.
      return number ? { channel, href: `https://wa.me/${number}?text=${q}`, copy: false } : { channel, href: agencyLink, copy: true };
    }
    case 'line':
      // LINE's share link: the player picks the agency's chat with the text already written.
      return { channel, href: `https://line.me/R/msg/text/?${q}`, copy: false };
    case 'telegram':
      // Telegram's share link: the agency's t.me link and the text, sent to the chat the player picks.
      return { channel, href: `https://t.me/share/url?url=${encodeURIComponent(agencyLink)}&text=${q}`, copy: false };
    case 'facebook':
      return { channel, href: agencyLink, copy: true };
  }
}

/** The report through the agency's first channel, or null when it lists none. */
export function problemReport(social: Partial<Social> | undefined, text: string): ProblemReport | null {
  for (const channel of SUPPORT_CHANNELS) {
    const agencyLink = social?.[channel]?.trim();
    if (agencyLink) return channelLink(channel, agencyLink, text);
  }
  return null;
}
