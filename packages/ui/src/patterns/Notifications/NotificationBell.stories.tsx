import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { tr } from '../../stories/fixtures';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Frame/NotificationBell',
  component: NotificationBell,
  args: { count: 0 },
  render: (args) => (
    <div className={layout.row}>
      <NotificationBell {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The signed-in navbar's bell: the count of unread notices on a badge (none at 0, 99+ above 99) and in its accessible " +
          'name (the whole number). The app passes it as the NotificationPanel\'s trigger.',
      },
    },
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: tr('nav:notifications.title') })).toBeVisible();
  },
};

export const SomeUnread: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: tr('nav:notifications.bellUnread', { unread: '3' }) })).toHaveTextContent('3');
  },
};

export const Many: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: tr('nav:notifications.bellUnread', { unread: '99+' }) })).toHaveTextContent('99+');
  },
};
