import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorMessage, i18n } from '@dokkham/i18n';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { PromotionDetailScreen } from './PromotionDetailScreen';
import { PromotionListScreen } from './PromotionListScreen';

const meta = {
  title: 'Screens/Promotion/Restricted',
  component: PromotionListScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/promotion' },
    scenario: ['signedIn', 'onBreak'],
    docs: {
      description: {
        component:
          'Promotions during a break or a self-exclusion: what is closed until when (with the way to withdraw) ' +
          'instead of any claim. A self-excluded player is sent no promotions: the notice, never "no promotions". ' +
          'A claim the agency refuses (a break taken on another device) says so with its catalogue message.',
      },
    },
  },
} satisfies Meta<typeof PromotionListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** When the onBreak scenario's break ends (7 days, begun 2 days before the mock's 14/03/2025 09:30). */
const ENDS = '2025-03-19T02:30:00.000Z';

async function notice(canvas: Canvas, kind: 'BREAK' | 'SELF_EXCLUSION') {
  const card = within(await canvas.findByTestId('restriction-notice', {}, { timeout: 8000 }));
  await expect(card.getByRole('heading', { name: t(`protection:restricted.${kind}.title`) })).toBeVisible();
  return card;
}

/** On a break: the notice with its end; the promotions still listed, none with a claim. */
export const ListOnBreak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await notice(canvas, 'BREAK');
    await expect(card.getByText(/19\/03\/2025 09:30/)).toBeVisible();
    await expect(card.getByRole('link', { name: t('protection:restricted.withdraw') })).toHaveAttribute('href', '/player/withdraw');
    await expect(await canvas.findAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryAllByRole('button', { name: t('promotion:claim') })).toHaveLength(0);
  },
};

/** Self-excluded: the agency sends no promotions; the notice says why, not "no promotions". */
export const ListSelfExcluded: Story = {
  parameters: { scenario: ['signedIn', 'selfExcluded'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await notice(canvas, 'SELF_EXCLUSION');
    await expect(canvas.queryByText(t('promotion:list.empty'))).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('promotion:all') })).toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** A promotion's page on a break: its terms, then the notice where the claim form would be. */
export const DetailOnBreak: Story = {
  parameters: { router: { initialPath: '/player/promotion/promo-live-20' } },
  render: () => <PromotionDetailScreen promotionId="promo-live-20" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await notice(canvas, 'BREAK');
    await expect(canvas.getByText(t('promotion:terms.threshold'))).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('promotion:claim') })).toBeNull();
  },
};

/** Self-excluded, following an old link: what is closed until when, not "not found". */
export const DetailSelfExcluded: Story = {
  parameters: { scenario: ['signedIn', 'selfExcluded'], router: { initialPath: '/player/promotion/promo-live-20' } },
  render: () => <PromotionDetailScreen promotionId="promo-live-20" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await notice(canvas, 'SELF_EXCLUSION');
    await expect(canvas.queryByRole('heading', { name: t('errors:notFound.title') })).toBeNull();
  },
};

/** The page knew of no break, the agency refuses the claim (PLAYER_ON_BREAK): its catalogue message with the end. */
export const ClaimRefusedOnBreak: Story = {
  parameters: {
    scenario: 'signedIn',
    msw: { handlers: [http.post('/api/v2/promotions/use', () => HttpResponse.json({ code: 'PLAYER_ON_BREAK', message: '', params: { endsAt: ENDS } }, { status: 403 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, daily] = await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await userEvent.click(within(daily!).getByRole('button', { name: t('promotion:claim') }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('radio', { name: t('common:provider.gclub_live') }));
    await userEvent.click(dialog.getByRole('button', { name: t('promotion:claim') }));
    const message = errorMessage(i18n.t, { code: 'PLAYER_ON_BREAK', status: 403, params: { endsAt: ENDS } });
    await expect(message).toMatch(/19\/03\/2025 09:30/);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  },
};
