import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { LONG_LAO_NAME, PLAYER, tr } from '../../stories/fixtures';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { UserMenu, type UserMenuProps } from './UserMenu';

const meta = {
  title: 'Frame/UserMenu',
  component: UserMenu,
  args: { displayName: PLAYER, onChangePassword: fn(), onLogout: fn() },
  render: (args) => (
    <div className={layout.row}>
      <UserMenu {...args} />
    </div>
  ),
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 300 },
      description: {
        component:
          "The signed-in player's menu in the Navbar: the player's **displayName** on the trigger (cut with an ellipsis " +
          'when long; the full name heads the open menu), **Change password** (the app opens its dialog), **Signed-in devices** ' +
          "(a link to the player's sessions, /player/security), **Responsible " +
          "gaming** (a link to the player's limits, reality check, break and self-exclusion) and **Logout** " +
          '(in red, after a separator). `compact` makes the trigger tighter on phones (no chevron; the name stays and ' +
          'is cut shorter when the bar is short of room); its accessible name contains the whole name. Keyboard: Enter, Space or ArrowDown opens, arrows move, Escape closes and returns focus.',
      },
    },
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, Escape closes',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(PLAYER) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      tr('nav:navbar.changePassword'),
      tr('nav:navbar.security'),
      tr('nav:navbar.responsibleGaming'),
      tr('nav:navbar.logout'),
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const ChangePassword: Story = {
  name: 'ArrowDown opens, Enter chooses Change password',
  play: async ({ canvas, args }) => {
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChangePassword).toHaveBeenCalledOnce());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const ResponsibleGaming: Story = {
  name: "Responsible gaming: a link to the player's settings",
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const item = await screen.findByRole('menuitem', { name: tr('nav:navbar.responsibleGaming') });
    await expect(item).toHaveAttribute('href', '/player/responsible-gaming');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Security: Story = {
  name: "Signed-in devices: a link to the player's sessions",
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const item = await screen.findByRole('menuitem', { name: tr('nav:navbar.security') });
    await expect(item).toHaveAttribute('href', '/player/security');
  },
};

export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: tr('nav:navbar.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Open: Story = {
  name: 'Open (long Lao name)',
  args: { displayName: LONG_LAO_NAME },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveAccessibleName(new RegExp(LONG_LAO_NAME.replace(/[()]/g, '\\$&')));
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toHaveTextContent(LONG_LAO_NAME);
  },
};

export const Compact: Story = {
  name: 'Compact (tighter on phones, name kept)',
  args: { compact: true },
};

function WithDialog(args: UserMenuProps) {
  const samples = useSamples();
  const [open, setOpen] = useState(false);
  return (
    <div className={layout.row}>
      <UserMenu
        {...args}
        onChangePassword={() => {
          args.onChangePassword();
          setOpen(true);
        }}
      />
      <Dialog open={open} onOpenChange={setOpen} title={tr('auth:changePassword.title')} description={samples.dialogDescription} />
    </div>
  );
}

export const OpensDialog: Story = {
  name: 'Change password opens a dialog; focus returns to the menu',
  render: (args) => <WithDialog {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
