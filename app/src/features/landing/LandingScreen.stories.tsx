import { GAME_CATEGORIES, PROVIDERS } from '@dokkham/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t, withFrame } from '../stories/storyKit';
import { LandingScreen } from './LandingScreen';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  decorators: [withFrame],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/' },
    docs: {
      description: {
        component:
          'The landing page for guests (SPEC §2): home header with the calls to register and log in, the game ' +
          'categories (askmebet tabs), the providers and why play here. Game links lead guests to the login, which ' +
          'brings them back. It fetches nothing and uses only the bundled texts: it is the first page players load.',
      },
    },
  },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('home:header.title') })).toBeVisible();
    // Every category and provider is a way in.
    for (const category of GAME_CATEGORIES) await expect(canvas.getByRole('link', { name: t(`common:category.${category}`) })).toBeVisible();
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    for (const provider of PROVIDERS) await expect(hrefs).toContainEqual(expect.stringMatching(new RegExp(`^/player/game/${provider}(\\?|$)`)));
    // Keyboard: the first stop is the call to register, then the login.
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: t('home:hero.register') })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: t('home:hero.login') })[0]).toHaveFocus();
  },
};
