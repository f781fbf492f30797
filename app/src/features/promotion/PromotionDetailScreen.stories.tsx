import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
