import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { SOCIAL, tr } from '../../stories/fixtures';
import { ContactMenu } from './ContactMenu';

const meta = {
  title: 'Frame/ContactMenu',
  component: ContactMenu,
  args: { social: SOCIAL },
  render: (args) => (
    <div className={layout.row}>
      <ContactMenu {...args} />
    </div>
  ),
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component:
          '"Contact us" in the Navbar from 577 px: the agency\'s WhatsApp, Line, Facebook, Telegram and Twitter, from ' +
          'agency info `social`. Each opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers. ' +
          'Channels without a link are left out; with none, nothing renders. `compact` shows only the chat icon below ' +
          '1024 px (named by aria-label). On phones use **ContactDrawer**.',
      },
    },
  },
} satisfies Meta<typeof ContactMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  name: 'Keyboard; every link opens a new tab',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: tr('nav:navbar.contactUs') });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    await expect(items).toHaveLength(5);
    await expect(items.map((i) => i.getAttribute('href'))).toEqual([
      SOCIAL.whatsapp,
      SOCIAL.line,
      SOCIAL.facebook,
      SOCIAL.telegram,
      SOCIAL.twitter,
    ]);
    for (const item of items) {
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(item).toHaveAccessibleName(new RegExp(tr('ui:link.newTab').replace(/[()]/g, '\\$&')));
    }
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await screen.findByRole('menu');
  },
};

export const SomeChannels: Story = {
  name: 'Only the channels with a link',
  args: { social: { whatsapp: SOCIAL.whatsapp, line: SOCIAL.line, facebook: '', telegram: null } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('WhatsApp'),
      expect.stringContaining('LINE'),
    ]);
  },
};

export const NoLinks: Story = {
  name: 'No links: nothing rendered',
  args: { social: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
