import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLanguage } from '@dokkham/i18n';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { LONG_LAO_NAME, PLAYER, StoryLinks, navigate, playerGroups, tr } from '../../stories/fixtures';
import { NavigationDrawer, type NavigationDrawerProps } from './NavigationDrawer';

/** Open/closed lives in the story so closing really closes; a button reopens it. */
function Stateful(args: NavigationDrawerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <StoryLinks>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {tr('nav:navbar.openMenu')}
      </Button>
      <NavigationDrawer
        {...args}
        groups={args.groups ?? (args.signedIn ? playerGroups() : [])}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </StoryLinks>
  );
}

const meta = {
  title: 'Frame/NavigationDrawer',
  component: NavigationDrawer,
  args: {
    open: true,
    signedIn: true,
    displayName: PLAYER,
    currentPath: '/player/deposit',
    onOpenChange: fn(),
    onNavigate: fn(),
    onRegister: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 760 },
      description: {
        component:
          'The left drawer opened by the Navbar menu button (SPEC §2): 393 px wide (the whole width on smaller phones), ' +
          'the logo on top, then the entries: icon, translated text, link and optional indented children. **Entries and ' +
          'their grouping come from the app** (`groups`, separated by dividers; signed in: two groups). An entry is ' +
          'active when the current path equals its link ignoring the query string, or a child matches ' +
          '(`isEntryActive`, exported and unit-tested); the current page has `aria-current="page"`, a tint and a gold ' +
          'bar. Choosing an entry calls `onNavigate` and closes the drawer. Guests get Login and Register instead of the ' +
          'greeting. The Close control is visually hidden (pointer users tap the backdrop) but shown on keyboard focus ' +
          'and always on screens up to 440 px, where no backdrop is left to tap. Focus is trapped and returns to the menu ' +
          'button.',
      },
    },
  },
} satisfies Meta<typeof NavigationDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: tr('nav:drawer.title') });

export const SignedIn: Story = {
  name: 'Signed in, Deposit active',
  play: async () => {
    const dialog = await drawer();
    const nav = within(dialog).getByRole('navigation');
    await expect(within(nav).getAllByRole('list')).toHaveLength(4);
    await expect(within(dialog).getAllByRole('separator')).toHaveLength(1);
    const current = within(nav).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent(tr('nav:drawer.entry.deposit'));
    await expect(current).toHaveAttribute('href', '/player/deposit');
    await expect(within(nav).getByRole('link', { name: tr('nav:drawer.entry.responsibleGaming') })).toHaveAttribute(
      'href',
      '/player/responsible-gaming',
    );
    await expect(within(dialog).getByText(tr('home:welcome', { name: PLAYER }))).toBeVisible();
  },
};

export const ActiveChild: Story = {
  name: 'Active child (query string ignored)',
  args: { currentPath: '/player/game/askmebet' },
  play: async () => {
    const dialog = await drawer();
    const current = within(dialog).getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '/player/game/askmebet?tab=Slot');
    // The parent is marked active too (SPEC §2), without claiming to be the page.
    const games = within(dialog).getByRole('link', { name: tr('nav:drawer.group.games') });
    await expect(games).toHaveAttribute('data-active');
    await expect(games).not.toHaveAttribute('aria-current');
  },
};

export const HistoryActive: Story = {
  args: { currentPath: '/player/withdraw/history/' },
  play: async () => {
    const dialog = await drawer();
    await expect(within(dialog).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/player/withdraw/history');
    await expect(within(dialog).getByRole('link', { name: tr('nav:drawer.group.history') })).toHaveAttribute('data-active');
  },
};

export const ChoosingClosesDrawer: Story = {
  name: 'Choosing an entry navigates and closes',
  play: async ({ args }) => {
    navigate.mockClear();
    const dialog = await drawer();
    await userEvent.click(within(dialog).getByRole('link', { name: tr('nav:drawer.entry.bank') }));
    await expect(navigate).toHaveBeenCalledWith('/player/bank');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'bank' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: focus trapped, Escape closes, focus restored',
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: tr('nav:navbar.openMenu') });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await drawer();
    // First stop: the Close control, visible while focused.
    const close = within(dialog).getByRole('button', { name: tr('nav:drawer.close') });
    await waitFor(() => expect(close).toHaveFocus());
    for (let i = 0; i < 20; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseControl: Story = {
  name: 'The hidden Close control closes',
  play: async ({ args }) => {
    const dialog = await drawer();
    await userEvent.click(within(dialog).getByRole('button', { name: tr('nav:drawer.close') }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The end state the screenshot shows: the drawer gone, not half-way out.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Guest: Story = {
  name: 'Guest: Login and Register',
  args: { signedIn: false, displayName: undefined, currentPath: '/' },
  play: async () => {
    const dialog = await drawer();
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: tr('nav:drawer.login') })).toHaveAttribute('href', '/login');
    await expect(within(dialog).getByRole('button', { name: tr('nav:drawer.register') })).toBeInTheDocument();
  },
};

export const GuestRegister: Story = {
  name: 'Guest: Register closes and calls back',
  args: { signedIn: false, displayName: undefined, currentPath: '/' },
  play: async ({ args }) => {
    const dialog = await drawer();
    await userEvent.click(within(dialog).getByRole('button', { name: tr('nav:drawer.register') }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const GuestLogin: Story = {
  name: 'Guest: Login navigates and closes',
  args: { signedIn: false, displayName: undefined, currentPath: '/' },
  play: async () => {
    navigate.mockClear();
    const dialog = await drawer();
    await userEvent.click(within(dialog).getByRole('link', { name: tr('nav:drawer.login') }));
    await expect(navigate).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

function LanguageFooter() {
  const { language } = useLanguage();
  return <LanguageMenu value={language} onChange={fn()} align="start" />;
}

export const LongNameWithFooter: Story = {
  name: 'Long Lao name, language menu in the footer',
  args: { displayName: LONG_LAO_NAME, currentPath: '/player/promotion/history', footer: <LanguageFooter /> },
};
