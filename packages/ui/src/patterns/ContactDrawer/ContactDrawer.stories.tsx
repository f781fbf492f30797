import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { SOCIAL, tr } from '../../stories/fixtures';
import { ContactDrawer } from './ContactDrawer';

const meta = {
  title: 'Frame/ContactDrawer',
  component: ContactDrawer,
  args: { social: SOCIAL, onOpenChange: fn() },
  render: (args) => (
    <div className={layout.row}>
      <ContactDrawer {...args} />
    </div>
  ),
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 520 },
      description: {
        component:
          'Contact on phones (SPEC §2: "on small screens contact is a bottom drawer"): a bottom sheet with one large row ' +
          'per channel. Rows open the agency link in a new tab and close the sheet. The trigger is a chat icon button ' +
          'by default; the BottomAppBar passes its own. Focus is trapped while open and returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof ContactDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  name: 'Opens, traps focus, Escape restores focus',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: tr('nav:navbar.contactUs') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: tr('nav:contact.title') });
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const TwoChannels: Story = {
  args: { defaultOpen: true, social: { whatsapp: SOCIAL.whatsapp, telegram: SOCIAL.telegram } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  },
};
