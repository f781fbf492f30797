import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SOCIAL, StoryLinks, navigate, tr } from '../../stories/fixtures';
import { BottomAppBar } from './BottomAppBar';

const meta = {
  title: 'Frame/BottomAppBar',
  component: BottomAppBar,
  args: { currentPath: '/player/deposit' },
  render: (args) => (
    <StoryLinks>
      <BottomAppBar {...args} />
    </StoryLinks>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 200 },
      description: {
        component:
          'The phone tab bar (SPEC §2): Deposit, Withdraw, a large gold centre button to /player/game/alphabet, Bank ' +
          'and, with `social`, Contact (opens the ContactDrawer). **Shown only up to 576 px** by CSS (nothing renders ' +
          'in the desktop screenshots); fixed to the bottom above the home indicator (safe-area inset). The current ' +
          'page has `aria-current="page"` and the gold colour. The Footer keeps room for it; pages with their own end ' +
          'content add `padding-bottom: calc(4.5rem + env(safe-area-inset-bottom))` on phones.',
      },
    },
  },
} satisfies Meta<typeof BottomAppBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => window.innerWidth <= 576;

export const Deposit: Story = {
  name: 'Deposit current',
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).queryByRole('navigation', { name: tr('nav:bottomBar.label') });
    if (!isPhone()) {
      // Hidden above 576 px: not rendered for anyone.
      await expect(nav).toBeNull();
      return;
    }
    const bar = within(nav!);
    await expect(bar.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/player/deposit',
      '/player/withdraw',
      '/player/game/alphabet',
      '/player/bank',
    ]);
    await expect(bar.getByRole('link', { current: 'page' })).toHaveTextContent(tr('nav:bottomBar.deposit'));
  },
};

export const PlayCurrent: Story = {
  name: 'Centre button current',
  args: { currentPath: '/player/game/alphabet' },
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '/player/game/alphabet');
  },
};

export const NoneCurrent: Story = {
  name: 'Another page (nothing marked)',
  args: { currentPath: '/player/promotion' },
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    await expect(within(canvasElement).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const Navigates: Story = {
  args: { currentPath: '/player/bank/' },
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    navigate.mockClear();
    const bar = within(canvasElement);
    await expect(bar.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/player/bank');
    await userEvent.click(bar.getByRole('link', { name: tr('nav:bottomBar.withdraw') }));
    await expect(navigate).toHaveBeenCalledWith('/player/withdraw');
  },
};

export const WithContact: Story = {
  name: 'With contact (bottom sheet)',
  args: { social: SOCIAL, currentPath: '/player/withdraw' },
  play: async ({ canvasElement }) => {
    if (!isPhone()) return;
    const contact = within(canvasElement).getByRole('button', { name: tr('nav:bottomBar.contact') });
    contact.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(contact).toHaveFocus());
  },
};
