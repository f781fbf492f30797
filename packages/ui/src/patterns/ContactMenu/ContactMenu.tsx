import { useTranslation } from '@dokkham/i18n';
import { Button } from '../../primitives/Button/Button';
import { DropdownMenu } from '../../primitives/DropdownMenu/DropdownMenu';
import { ChatIcon, ChevronDownIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { CHANNEL_ICONS, contactLinks, type SocialLinks } from './channels';
import * as s from './ContactMenu.css';

export interface ContactMenuProps {
  /** The agency's social links; channels without a link are left out, none at all renders nothing. */
  social: SocialLinks;
  /** Icon only below wide screens (up to 1023 px); the label shows on wider screens. */
  compact?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * "Contact us": a menu of the agency's WhatsApp, Line, Facebook, Telegram and Twitter links,
 * each opening in a new tab (rel="noopener noreferrer"). For phones see ContactDrawer.
 */
export function ContactMenu({ social, compact = false, align = 'end', className }: ContactMenuProps) {
  const { t } = useTranslation('nav');
  const links = contactLinks(social);
  if (links.length === 0) return null;
  return (
    <DropdownMenu
      align={align}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          icon={<ChatIcon />}
          iconEnd={<ChevronDownIcon />}
          // Names the button also when its label is hidden (compact); the same text as the label.
          aria-label={compact ? t('navbar.contactUs') : undefined}
          className={cx(compact && s.compact, className)}
        >
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
