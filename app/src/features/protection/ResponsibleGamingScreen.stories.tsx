import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t, withFrame } from '../stories/storyKit';
import { ResponsibleGamingScreen } from './ResponsibleGamingScreen';

const meta = {
  title: 'Screens/ResponsibleGaming',
  component: ResponsibleGamingScreen,
  decorators: [withFrame],
  // Signed out and signed in need their own sessions: no docs page mixing them.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/responsible-gaming' },
    docs: {
      description: {
        component:
          'Responsible gaming for everyone (/responsible-gaming; the footer and the registration form link it): what ' +
          'each tool does (deposit limits, reality check, break, self-exclusion, activity statement), 18+ only, where ' +
          "to get help, and the way to the tools: a signed-in player's own settings, or logging in for a guest.",
      },
    },
  },
} satisfies Meta<typeof ResponsibleGamingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const TOOLS = ['limits', 'realityCheck', 'break', 'selfExclusion', 'activity'];

/** One h1, 18+, each tool with what it does, and the help. */
async function expectThePage(canvas: Canvas) {
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('heading', { name: t('protection:guest.adult.title'), level: 2 })).toBeVisible();
  await expect(canvas.getByText(t('protection:guest.adult.text'))).toBeVisible();
  for (const tool of TOOLS) {
    await expect(canvas.getByRole('heading', { name: t(`protection:tools.${tool}`), level: 3 })).toBeVisible();
    await expect(canvas.getByText(t(`protection:guest.tools.${tool}`))).toBeVisible();
  }
  await expect(canvas.getByRole('heading', { name: t('protection:help.title'), level: 2 })).toBeVisible();
  await expect(canvas.getByText(t('protection:help.support'))).toBeVisible();
}

/** A guest: asked to log in (or register) to use the tools. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByRole('link', { name: t('protection:guest.visitor.login') }, { timeout: 5000 });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: t('protection:guest.visitor.register') })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('link', { name: t('protection:guest.player.link') })).toBeNull();
    await expectThePage(canvas);
  },
};

/** A player: the way to their own settings instead. */
export const SignedIn: Story = {
  parameters: { scenario: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hub = await canvas.findByRole('link', { name: t('protection:guest.player.link') }, { timeout: 5000 });
    await expect(hub).toHaveAttribute('href', '/player/responsible-gaming');
    await expect(canvas.queryByRole('link', { name: t('protection:guest.visitor.login') })).toBeNull();
    await expectThePage(canvas);
  },
};
