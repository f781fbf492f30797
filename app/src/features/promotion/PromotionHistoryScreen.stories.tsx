import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t, withFrame } from '../stories/storyKit';
import * as history from '../history/historyStories';
import { promotionHistoryRoute } from './historyRoute';
import { PromotionHistoryScreen } from './PromotionHistoryScreen';

const PATH = '/player/promotion/history';

const meta = {
  title: 'Screens/Promotion/History',
  component: PromotionHistoryScreen,
  // The search comes from the story's URL (parameters.router), as the route gives it; args.search is unused.
  args: { search: {} },
  render: history.fromUrl(PromotionHistoryScreen, promotionHistoryRoute.validateSearch),
  decorators: [withFrame],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: PATH },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Promotion usages (SPEC §2, §4): promotion, date, provider, status coloured (ACTIVE, INACTIVE, SUCCESS, ' +
          'CANCELED, USED), the qualifying deposit and the bonus; cards on a phone, a table from 769 px; the page ' +
          'in the URL search. Built on the shared HistoryScreen.',
      },
    },
  },
} satisfies Meta<typeof PromotionHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo's 64 usages: the first page of ten with their statuses, the pager below. */
export const LongHistory: Story = history.longHistory('promotion:history.title', async (canvasElement) => {
  const statuses = ['ACTIVE', 'INACTIVE', 'SUCCESS', 'CANCELED', 'USED'].map((s) => t(`status:usage.${s}`));
  for (const row of history.visibleRows(canvasElement)) await expect(statuses.some((s) => row.textContent?.includes(s))).toBe(true);
});

/** A player without usages. */
export const Empty: Story = history.empty('promotion:history.empty');

/** The first page is on its way: skeleton rows. */
export const Loading: Story = history.loading('/v2/promotions/usages');

/** The server fails (500); Retry asks again and, the server back, the history shows. */
export const ErrorWithRetry: Story = history.errorWithRetry;
