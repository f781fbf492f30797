import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { PlayerHomeScreen } from './PlayerHomeScreen';

const meta = {
  title: 'Screens/Player/Home',
  component: PlayerHomeScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          "The player's home (/player): a running break or self-exclusion first, with its end; the four providers' " +
          'credits in THB from one call (always refetched; one control refreshes all four), quick actions, the promotion ' +
          'in use, orders in flight (an open deposit to resume, an open withdrawal with its status), the four game pages ' +
          'and a card to responsible gaming.',
      },
    },
  },
} satisfies Meta<typeof PlayerHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CREDITS = '/v2/players/credits';
const providers = ['alphabet', 'askmebet', 'gclub', 'gclub_live'];
const refreshAll = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: t('player:refreshAll') });

/** The credits are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending(CREDITS, 'get')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(refreshAll(canvas)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** demo: four credits, no promotion in use, nothing in flight; one control refreshes the four together. */
export const Demo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const provider of providers)
      await expect(await canvas.findByRole('heading', { name: t(`common:provider.${provider}`), level: 3 })).toBeVisible();
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
    await userEvent.click(refreshAll(canvas));
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(canvas.queryByRole('heading', { name: t('player:promotion') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('nav:drawer.entry.bank') })).toHaveAttribute('href', '/player/bank');
    await expect(canvas.getByRole('heading', { name: t('protection:title'), level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('protection:hub.card.link') })).toHaveAttribute('href', '/player/responsible-gaming');
    await expect(canvas.queryByTestId('restriction-notice')).toBeNull();
  },
};

/** A 7-day break that began 2 days ago: said first, with its end, the way to withdraw and to the settings. */
export const OnBreak: Story = {
  parameters: { scenario: ['signedIn', 'onBreak'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('restriction-notice', {}, { timeout: 5000 });
    await expect(within(notice).getByRole('heading', { name: t('protection:restricted.BREAK.title'), level: 2 })).toBeVisible();
    // The mock's clock is frozen at 14/03/2025 09:30 in Vientiane: the break ends in 5 days.
    await expect(notice).toHaveTextContent(t('protection:restricted.BREAK.text', { endsAt: '19/03/2025 09:30' }));
    await expect(within(notice).getByRole('link', { name: t('protection:restricted.withdraw') })).toHaveAttribute('href', '/player/withdraw');
    await expect(within(notice).getByRole('link', { name: t('protection:restricted.more') })).toHaveAttribute(
      'href',
      '/player/responsible-gaming',
    );
    // First on the page, right under its heading.
    await expect(canvas.getByRole('heading', { level: 1 }).nextElementSibling).toContainElement(notice);
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
  },
};

export const PromotionInUse: Story = {
  parameters: { scenario: 'promotionInUse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('player:promotion') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('player:promotionLink') })).toHaveAttribute('href', '/player/promotion');
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
  },
};

/** An open deposit to resume and a withdrawal being checked. */
export const OpenOrder: Story = {
  parameters: { scenario: ['signedIn', 'openOrder', 'pendingWithdrawal'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('player:orders') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('player:resume') })).toHaveAttribute('href', '/player/deposit');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
  },
};

/** newbie: zero credit everywhere. */
export const Newbie: Story = {
  parameters: { scenario: 'newPlayer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** The credits could not be loaded: said, and the one control tries again. */
export const CreditsError: Story = {
  parameters: { msw: { handlers: [answer.error(CREDITS, 'INTERNAL_ERROR', 500, 'get')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('player:creditsError'));
    // The one control tries again (the server still fails here).
    await userEvent.click(refreshAll(canvas));
    await waitFor(() => expect(refreshAll(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('player:creditsError'));
  },
};
