import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from '@tanstack/react-router';
import { answer, t, withFrame } from '../stories/storyKit';
import { promotionHistoryRoute } from './historyRoute';
import { PromotionHistoryScreen } from './PromotionHistoryScreen';

/** What the app's route does (Route.useSearch of a validated search), for Storybook's route-less router. */
function PromotionHistoryFromUrl() {
  return <PromotionHistoryScreen search={promotionHistoryRoute.validateSearch(useSearch({ strict: false }))} />;
}

const PATH = '/player/promotion/history';

const meta = {
  title: 'Screens/Promotion/History',
  component: PromotionHistoryScreen,
  // The search comes from the story's URL (parameters.router), as the route gives it; args.search is unused.
  args: { search: {} },
  render: () => <PromotionHistoryFromUrl />,
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

/** The history's rows: the table's (desktop) or the cards' (phone), whichever is shown. */
function visibleRows(canvasElement: HTMLElement): HTMLElement[] {
  const rows = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr, ul[aria-label] > li')];
  return rows.filter((row) => row.offsetParent !== null);
}

/** demo's 64 usages: the first page of ten with their statuses, the pager below. */
export const LongHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('promotion:history.title') })).toBeVisible();
    await waitFor(() => expect(visibleRows(canvasElement)).toHaveLength(10));
    await expect(canvas.getByRole('navigation', { name: t('ui:pagination.label') })).toBeVisible();
    const statuses = ['ACTIVE', 'INACTIVE', 'SUCCESS', 'CANCELED', 'USED'].map((s) => t(`status:usage.${s}`));
    const shown = visibleRows(canvasElement).map((row) => row.textContent ?? '');
    for (const row of shown) await expect(statuses.some((s) => row.includes(s))).toBe(true);
  },
};

/** A player without usages. */
export const Empty: Story = {
  parameters: { scenario: ['signedIn', 'emptyHistories'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('promotion:history.empty') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('ui:pagination.label') })).toBeNull();
  },
};

/** The first page is on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/promotions/usages', 'get')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('ui:loading'))).toBeInTheDocument();
  },
};

/** The server fails (500); Retry asks again and, the server back, the history shows. */
export const ErrorWithRetry: Story = {
  parameters: { scenario: ['signedIn', 'serverErrors'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('history:loadFailed'));
    await fetch('/api/__mock/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenarios: ['signedIn'] }),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await waitFor(() => expect(visibleRows(canvasElement)).toHaveLength(10));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
