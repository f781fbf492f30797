import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import {
  ChatIcon,
  ChevronDownIcon,
  FacebookIcon,
  GlobeIcon,
  LineIcon,
  LockIcon,
  LogoutIcon,
  TelegramIcon,
  TwitterIcon,
  UserIcon,
  WhatsappIcon,
} from '../icons/icons';
import { useSamples } from '../../stories/samples';
import { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';

const onChangePassword = fn();
const onLogout = fn();

function UserMenu(args: Partial<DropdownMenuProps>) {
  const t = useSamples();
  return (
    <DropdownMenu
      {...args}
      trigger={
        <Button variant="secondary" icon={<UserIcon />} iconEnd={<ChevronDownIcon />}>
          somchai_99
        </Button>
      }
      items={[
        { id: 'password', label: t.changePassword, icon: <LockIcon />, onSelect: onChangePassword },
        { id: 'sep', type: 'separator' },
        { id: 'logout', label: t.logout, icon: <LogoutIcon />, onSelect: onLogout, tone: 'danger' },
      ]}
    />
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  render: (args) => <UserMenu {...args} />,
  args: { trigger: <span />, items: [], onOpenChange: fn() },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component:
          'A menu (Radix) for the user menu, the language menu and the contact menu. The trigger is any button; Enter, ' +
          'Space or ArrowDown opens it, arrows move, typing jumps, Escape closes and focus returns to the trigger. Items ' +
          'are actions (`onSelect`), links (`href`: internal via LinkProvider, external in a new tab) or a `radio` group ' +
          'for a single choice such as the language (native names with `lang`).',
      },
    },
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenuStory: Story = {
  name: 'User menu (keyboard)',
  play: async ({ canvas }) => {
    onChangePassword.mockClear();
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu).toBeVisible());
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onChangePassword).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

function LanguageMenu(args: Partial<DropdownMenuProps>) {
  const t = useSamples();
  const [language, setLanguage] = useState('lo');
  return (
    <DropdownMenu
      {...args}
      trigger={<IconButton label={t.language} icon={<GlobeIcon />} variant="secondary" />}
      items={[
        {
          id: 'language',
          type: 'radio',
          value: language,
          onValueChange: setLanguage,
          options: [
            { value: 'lo', label: 'ລາວ', lang: 'lo' },
            { value: 'th', label: 'ไทย', lang: 'th' },
            { value: 'cn', label: '中文', lang: 'zh' },
            { value: 'vn', label: 'Tiếng Việt', lang: 'vi' },
          ],
        },
      ]}
    />
  );
}

export const Language: Story = {
  name: 'Language (single choice)',
  render: (args) => <LanguageMenu {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const options = await screen.findAllByRole('menuitemradio');
    await expect(options[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(options[1]!);
    await userEvent.click(canvas.getByRole('button'));
    const after = await screen.findAllByRole('menuitemradio');
    await expect(after[1]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

function ContactMenu(args: Partial<DropdownMenuProps>) {
  const t = useSamples();
  return (
    <DropdownMenu
      {...args}
      trigger={
        <Button variant="ghost" icon={<ChatIcon />}>
          {t.contactUs}
        </Button>
      }
      items={[
        { id: 'whatsapp', label: 'WhatsApp', icon: <WhatsappIcon />, href: 'https://wa.me/8562012345678' },
        { id: 'line', label: 'LINE', icon: <LineIcon />, href: 'https://line.me/R/ti/p/@dokkham' },
        { id: 'facebook', label: 'Facebook', icon: <FacebookIcon />, href: 'https://facebook.com/dokkham' },
        { id: 'telegram', label: 'Telegram', icon: <TelegramIcon />, href: 'https://t.me/dokkham' },
        { id: 'twitter', label: 'Twitter', icon: <TwitterIcon />, href: 'https://twitter.com/dokkham' },
      ]}
    />
  );
}

export const Contact: Story = {
  name: 'Contact links (new tab)',
  render: (args) => <ContactMenu {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const items = await screen.findAllByRole('menuitem');
    await expect(items).toHaveLength(5);
    for (const item of items) {
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const ContactOpen: Story = { render: (args) => <ContactMenu {...args} defaultOpen /> };
