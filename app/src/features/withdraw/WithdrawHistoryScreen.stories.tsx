import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '../stories/storyKit';
import * as history from '../history/historyStories';
import { withdrawHistoryRoute } from './historyRoute';
import { WithdrawHistoryScreen } from './WithdrawHistoryScreen';

const PATH = '/player/withdraw/history';

const meta = {
  title: 'Screens/Withdraw/History',
  component: WithdrawHistoryScreen,
  // The search comes from the story's URL (parameters.router), as the route gives it; args.search is unused.
  args: { search: {} },
  render: history.fromUrl(WithdrawHistoryScreen, withdrawHistoryRoute.validateSearch),
  decorators: [withFrame],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: PATH },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Withdrawal history (SPEC §3): code, date and time, game provider, bank name, account name and number, ' +
          'credit withdrawn, amount received in LAK, status (SPEC §4 colours), credit received and credit returned; ' +
          'cards on a phone, a table from 769 px. Page and ' +
          'filters (status, from, to) live in the URL search. Built on the shared HistoryScreen.',
      },
    },
  },
} satisfies Meta<typeof WithdrawHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo player's long history (60+ withdrawals): the first page of ten with their bank account, the pager below. */
export const LongHistory: Story = history.longHistory('withdraw:history.title', async (canvasElement) => {
  await expect(history.visibleRows(canvasElement)[0]).toHaveTextContent('010120001234567001');
});

/** The pager drives the URL search: next, then the page after it. */
export const LaterPage: Story = history.laterPage(PATH);

/** Choosing a status (the select named `status`) filters the list; the clear button shows. */
export const FilteredByStatus: Story = history.filteredByStatus('REJECTED');

/** Dates from the URL with nothing in them: the filtered empty state and its way out. */
export const FilteredEmpty: Story = history.filteredEmpty(PATH);

/** A player without withdrawals. */
export const Empty: Story = history.empty('withdraw:history.empty');

/** The first page is on its way: skeleton rows. */
export const Loading: Story = history.loading('/v2/withdrawals');

/** The server fails (500); Retry asks again and, the server back, the history shows. */
export const ErrorWithRetry: Story = history.errorWithRetry;
