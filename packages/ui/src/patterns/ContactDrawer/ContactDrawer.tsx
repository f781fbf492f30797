import { useTranslation } from '@dokkham/i18n';
import type { ReactElement } from 'react';
import { CHANNEL_ICONS, contactLinks, type SocialLinks } from '../ContactMenu/channels';
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ChatIcon, ExternalLinkIcon } from '../../primitives/icons/icons';
import { Link } from '../../primitives/Link/Link';
import * as s from './ContactDrawer.css';

export interface ContactDrawerProps {
  /** The agency's social links; channels without a link are left out, none at all renders nothing. */
  social: SocialLinks;
  /** The control that opens the drawer; a chat icon button by default. Focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Contact for small screens: a bottom sheet (Radix Dialog) with one large row per channel. Each
 * row opens the agency's link in a new tab and closes the sheet.
 */
export function ContactDrawer({ social, trigger, open, defaultOpen, onOpenChange }: ContactDrawerProps) {
  const { t } = useTranslation('nav');
  const links = contactLinks(social);
  if (links.length === 0) return null;
  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="sm"
      trigger={trigger ?? <IconButton label={t('navbar.contactUs')} icon={<ChatIcon />} />}
      title={t('contact.title')}
      description={t('contact.text')}
    >
      <ul className={s.list}>
        {links.map(({ channel, href }) => {
          const Icon = CHANNEL_ICONS[channel];
          return (
            <li key={channel}>
              <DialogClose>
                <Link href={href} external variant="plain" className={s.row}>
                  <span className={s.icon} aria-hidden="true">
                    <Icon />
                  </span>
                  <span className={s.label}>{t(`contact.${channel}`)}</span>
                  <ExternalLinkIcon className={s.arrow} />
                </Link>
              </DialogClose>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
