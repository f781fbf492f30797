import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLanguage } from '@dokkham/i18n';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NavigationDrawer } from '../NavigationDrawer/NavigationDrawer';
import { Navbar, type NavbarProps, type SignedInNavbarProps, type SignedOutNavbarProps } from './Navbar';
import { NavbarShell } from './NavbarShell';
import { NotificationBell } from '../Notifications/NotificationBell';
import { LONG_LAO_NAME, PLAYER, SOCIAL, StoryLinks, navigate, playerGroups, tr } from '../../stories/fixtures';

const callbacks = {
  onLanguageChange: fn(),
  onMenuClick: fn(),
  onRegister: fn(),
  onChangePassword: fn(),
  onLogout: fn(),
};

/** Story controls: both variants' props, `signedIn` switches between them. */
type NavbarArgs = Omit<SignedInNavbarProps, 'signedIn' | 'displayName'> &
  Omit<SignedOutNavbarProps, 'signedIn'> & { signedIn: boolean; displayName?: string; /** The drawer's Register. */ onRegister?: () => void };

function toProps({ signedIn, displayName, onRegister: _drawerOnly, ...rest }: NavbarArgs): NavbarProps {
  return signedIn ? { ...rest, signedIn: true, displayName: displayName ?? PLAYER } : { ...rest, signedIn: false };
}

/** The navbar in the story's language. */
function Frame(args: NavbarArgs) {
  const { language } = useLanguage();
  return (
    <StoryLinks>
      <Navbar {...toProps(args)} language={language} />
    </StoryLinks>
  );
}

const meta = {
  title: 'Frame/Navbar',
  component: Navbar as unknown as (props: NavbarArgs) => ReturnType<typeof Navbar>,
  args: { signedIn: false, language: 'lo', social: SOCIAL, ...callbacks },
  render: (args) => <Frame {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component:
          'The sticky top bar of every page (SPEC §2). **Signed out**: logo (links to /), Login and Register links ' +
          '(`loginHref`, `registerHref`: plain links, so a prerendered page\'s work before its script), language and contact. **Signed in**: Deposit (links to /player/deposit), the UserMenu with the ' +
          "player's displayName (Change password, Logout), language and contact. The menu button opens the " +
          'NavigationDrawer (`onMenuClick`, `menuOpen` for aria-expanded). Labels never wrap and the bar never overflows: ' +
          'below 1024 px language and contact are icons, up to 768 px the logo is its mark, and on phones (up to 576 px) ' +
          'Deposit is an icon so the user button keeps the player\'s name; contact opens as a bottom sheet (`phoneContact={false}` ' +
          'when the BottomAppBar offers contact). Links go through LinkProvider (the app passes its router link).',
      },
    },
  },
} satisfies Meta<NavbarArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: tr('ui:brand') })).toHaveAttribute('href', '/');
    const login = within(header).getByRole('link', { name: tr('nav:navbar.login') });
    await expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    await expect(navigate).toHaveBeenCalledWith('/login');
    const register = within(header).getByRole('link', { name: tr('nav:navbar.register') });
    await expect(register).toHaveAttribute('href', '/register');
    await userEvent.click(register);
    await expect(navigate).toHaveBeenCalledWith('/register');
    await expect(within(header).queryByRole('link', { name: tr('nav:navbar.deposit') })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true, displayName: PLAYER },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const deposit = canvas.getByRole('link', { name: tr('nav:navbar.deposit') });
    await expect(deposit).toHaveAttribute('href', '/player/deposit');
    await expect(canvas.getByRole('button', { name: new RegExp(PLAYER) })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: tr('nav:navbar.register') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: tr('nav:navbar.login') })).toBeNull();
  },
};

export const SignedInWithBell: Story = {
  name: 'Signed in, with the notification bell',
  args: { signedIn: true, displayName: PLAYER, notifications: <NotificationBell count={3} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: tr('nav:notifications.bellUnread', { unread: '3' }) })).toBeVisible();
  },
};

export const SignedInLongName: Story = {
  name: 'Signed in, long Lao name',
  args: { signedIn: true, displayName: LONG_LAO_NAME },
};

export const UserMenuKeyboard: Story = {
  name: 'User menu: Enter opens, choose Logout',
  args: { signedIn: true, displayName: PLAYER },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(PLAYER) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Logout is the last item (End moves there).
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LanguageChange: Story = {
  name: 'Language: ArrowDown opens, Enter changes',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(tr('nav:language.label')) });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await screen.findAllByRole('menuitemradio');
    const current = options.findIndex((o) => o.getAttribute('aria-checked') === 'true');
    await waitFor(() => expect(options[0]).toHaveFocus());
    // The first language, or the second when the first is the current one.
    await userEvent.keyboard(current === 0 ? '{ArrowDown}{Enter}' : '{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const ContactOpen: Story = {
  name: 'Contact (menu on desktop, bottom sheet on phones)',
  play: async ({ canvas }) => {
    // Only the control for the current width is displayed.
    await userEvent.click(canvas.getByRole('button', { name: tr('nav:navbar.contactUs') }));
    const popup = await screen.findByRole(window.innerWidth > 576 ? 'menu' : 'dialog');
    await waitFor(() => expect(popup).toBeVisible());
  },
};

function WithDrawer(args: NavbarArgs) {
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <StoryLinks>
      <Navbar
        {...toProps(args)}
        language={language}
        menuOpen={open}
        onMenuClick={() => {
          args.onMenuClick();
          setOpen(true);
        }}
      />
      <NavigationDrawer
        open={open}
        onOpenChange={setOpen}
        signedIn={args.signedIn}
        displayName={args.signedIn ? args.displayName : undefined}
        groups={args.signedIn ? playerGroups() : []}
        currentPath="/player/deposit"
        onRegister={args.signedIn ? undefined : args.onRegister}
      />
    </StoryLinks>
  );
}

export const OpensDrawer: Story = {
  name: 'Menu button opens the drawer; focus returns on close',
  args: { signedIn: true, displayName: PLAYER },
  render: (args) => <WithDrawer {...args} />,
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('button', { name: tr('nav:navbar.openMenu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuClick).toHaveBeenCalledOnce();
    const drawer = await screen.findByRole('dialog', { name: tr('nav:drawer.title') });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/**
 * NavbarShell: what an app shows before its navbar's code has loaded. The bar and the logo only,
 * from the Navbar's own styles (the same height, so the real one takes over without a shift).
 */
export const Shell: Story = {
  name: 'Shell (before the navbar code loads)',
  render: () => (
    <StoryLinks>
      <NavbarShell />
    </StoryLinks>
  ),
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: tr('common:appName') });
    await expect(home).toHaveAttribute('href', '/');
    // Static: none of the Navbar's controls.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('banner')).toContainElement(home);
  },
};
