import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorMessage, i18n } from '@dokkham/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { PromotionDetailScreen } from './PromotionDetailScreen';

const meta = {
  title: 'Screens/Promotion/Detail',
  component: PromotionDetailScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  tags: ['!autodocs'],
  args: { promotionId: 'promo-live-20' },
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/promotion/promo-live-20' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          "A promotion's detail (SPEC §2): the entry of the prefetched list with this id, its terms, period and " +
          'withdraw rules, then the claim form, the promotion in use with its progress, or why not. An unknown id ' +
          'shows the not-found screen.',
      },
    },
  },
} satisfies Meta<typeof PromotionDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LIVE20 (gclub, gclub_live; 20 % up to 2,000, at most 10,000 a withdrawal): its rules, the claim form, claimed. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('promotion:detail.title') }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('promotion:detail.back') })).toHaveAttribute('href', '/player/promotion');
    await expect(canvas.getByText(t('promotion:terms.threshold'))).toBeVisible();
    await expect(canvas.getByText(t('promotion:rules.bonusDeducted'))).toBeVisible();
    // The claim form is a lazy chunk.
    await canvas.findByRole('button', { name: t('promotion:claim') });
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['gclub', 'gclub_live']);
    await userEvent.click(canvas.getByRole('radio', { name: t('common:provider.gclub_live') }));
    await userEvent.click(canvas.getByRole('button', { name: t('promotion:claim') }));
    await expectToast(canvasElement, t('promotion:claimed'));
  },
};


/**
 * DAILY10 (threshold 20,00 THB) for AskMeBet, where demo has 820 credit: a deposit under it would be
 * refused, so the claim says so before it is made and sends nothing; GClub Live (12,50) can take it.
 */
export const ClaimTheDepositWouldRefuse: Story = {
  name: 'Claim the deposit would refuse',
  args: { promotionId: 'promo-daily-10' },
  parameters: { router: { initialPath: '/player/promotion/promo-daily-10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('promotion:claim') }, { timeout: 8000 });
    const refusal = errorMessage(i18n.t, {
      code: 'PROMOTION_CREDIT_TOO_HIGH',
      params: { threshold: '20.00', credit: '820.00', provider: 'askmebet' },
    });
    await userEvent.click(canvas.getByRole('radio', { name: t('common:provider.askmebet') }));
    const group = canvas.getByRole('radiogroup', { name: t('promotion:chooseProvider') });
    // Said before anything is tapped: with its amounts and their unit.
    await waitFor(() => expect(group).toHaveAccessibleDescription(refusal));
    await expect(refusal).toMatch(/820,00\sTHB/);
    await userEvent.click(canvas.getByRole('button', { name: t('promotion:claim') }));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    // Nothing was claimed: the agency has no promotion in use for demo.
    const using = (await (await fetch('/api/v2/players/promotions/using')).json()) as { usage: unknown };
    await expect(using.usage).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: t('common:provider.gclub_live') }));
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: t('promotion:claim') }));
    await expectToast(canvasElement, t('promotion:claimed'));
  },
};

/** SLOT50, the promotion in use: its progress instead of the claim form. */
export const InUse: Story = {
  args: { promotionId: 'promo-slot-50' },
  parameters: { scenario: 'promotionInUse', router: { initialPath: '/player/promotion/promo-slot-50' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('promotion:inUseTitle') }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(t('promotion:inUse'))).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** An id the list does not have: the not-found screen (the route says the same before rendering). */
export const UnknownId: Story = {
  args: { promotionId: 'promo-nope' },
  parameters: { router: { initialPath: '/player/promotion/promo-nope' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('errors:notFound.title') }, { timeout: 8000 })).toBeVisible();
  },
};
