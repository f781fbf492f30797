import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, body, expectToast, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { SecurityScreen } from './SecurityScreen';

const meta = {
  title: 'Screens/Player/Security',
  component: SecurityScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/security' },
    scenario: ['signedIn', 'otherSessions'],
    docs: {
      description: {
        component:
          "The player's signed-in sessions (issue 29, /player/security, from the user menu): one card a session (device " +
          'and browser in words, its kind, when it signed in and was last seen), this device first and marked. "Log out" ' +
          'on each other session and "Log out everywhere else" ask first; a session logged out gets a 401 on its next ' +
          'request and goes to /login. The mock scenario `otherSessions` adds an Android phone and a Windows computer.',
      },
    },
  },
} satisfies Meta<typeof SecurityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sessions = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: t('auth:sessions.list') }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
};
const phone = 'Chrome · Android';

/** Only this device is signed in: nothing to log out. */
export const OneSession: Story = {
  parameters: { scenario: 'signedIn' },
  play: async ({ canvasElement }) => {
    const items = await sessions(canvasElement);
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(t('auth:sessions.thisDevice'));
    await expect(items[0]).toHaveTextContent(t('auth:sessions.activeNow'));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('auth:sessions.onlyThis'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth:sessions.logOut') })).toBeNull();
  },
};

/** This device and two others, latest seen first; each other one has its "Log out". */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const items = await sessions(canvasElement);
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(t('auth:sessions.thisDevice'));
    await expect(items[1]).toHaveTextContent(phone);
    await expect(items[1]).toHaveTextContent(t('auth:sessions.type.phone'));
    await expect(items[2]).toHaveTextContent('Edge · Windows');
    await expect(within(canvasElement).getAllByRole('button', { name: t('auth:sessions.logOut') })).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: t('auth:sessions.logOutOthers') })).toBeVisible();
  },
};

/** The list is on its way (the route loader asks first in the app; here the screen asks). */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/players/sessions', 'get')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('ui:loading') })).toBeInTheDocument();
  },
};

/** The list could not be loaded: said, with retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [answer.error('/v2/players/sessions', 'INTERNAL_ERROR', 500, 'get')] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('auth:sessions.loadFailed'));
    await expect(within(alert).getByRole('button', { name: t('common:action.retry') })).toBeVisible();
  },
};

/** "Log out" on the phone asks first (focus on Cancel); confirmed, the phone is gone and it is said. */
export const LogOutOne: Story = {
  name: 'Log out one device, after its confirmation',
  play: async ({ canvasElement }) => {
    const items = await sessions(canvasElement);
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: t('auth:sessions.logOut') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('auth:sessions.confirmOneText', { device: phone }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('auth:sessions.keep') })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sessions.logOut') }));
    await expectToast(canvasElement, t('auth:sessions.loggedOutOne'));
    await waitFor(async () => expect(await sessions(canvasElement)).toHaveLength(2));
    await expect(within(canvasElement).queryByText(phone)).toBeNull();
  },
};

/** "Log out everywhere else", confirmed: the two others end, said with their count; only this device is left. */
export const LogOutOthers: Story = {
  name: 'Log out everywhere else, after its confirmation',
  play: async ({ canvasElement }) => {
    await sessions(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth:sessions.logOutOthers') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('auth:sessions.confirmOthersText'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('auth:sessions.logOutOthers') }));
    await expectToast(canvasElement, t('auth:sessions.loggedOutOthers', { count: 2 }));
    await waitFor(async () => expect(await sessions(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByText(t('auth:sessions.onlyThis'))).toBeVisible();
  },
};
