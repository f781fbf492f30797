import { useTranslation } from '@dokkham/i18n';
import { Button } from '../../primitives/Button/Button';
import { DropdownMenu } from '../../primitives/DropdownMenu/DropdownMenu';
import { ChatIcon, ChevronDownIcon } from '../../primitives/icons/icons';
import { CHANNEL_ICONS, contactLinks, type SocialLinks } from './channels';

export interface ContactMenuProps {
  /** The agency's social links; channels without a link are left out, none at all renders nothing. */
  social: SocialLinks;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * "Contact us": a menu of the agency's WhatsApp, Line, Facebook, Telegram and Twitter links,
 * each opening in a new tab (rel="noopener noreferrer"). For phones see ContactDrawer.
 */
export function ContactMenu({ social, align = 'end', className }: ContactMenuProps) {
  const { t } = useTranslation('nav');
  const links = contactLinks(social);
  if (links.length === 0) return null;
  return (
    <DropdownMenu
      align={align}
      trigger={
        <Button variant="ghost" size="sm" icon={<ChatIcon />} iconEnd={<ChevronDownIcon />} className={className}>
          {t('navbar.contactUs')}
        </Button>
      }
      items={links.map(({ channel, href }) => {
        const Icon = CHANNEL_ICONS[channel];
        return { id: channel, label: t(`contact.${channel}`), icon: <Icon />, href, external: true };
      })}
    />
  );
}
