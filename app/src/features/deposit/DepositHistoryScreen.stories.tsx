import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFrame } from '../stories/storyKit';
import * as history from '../history/historyStories';
import { depositHistoryRoute } from './historyRoute';
import { DepositHistoryScreen } from './DepositHistoryScreen';

const PATH = '/player/deposit/history';

const meta = {
  title: 'Screens/Deposit history',
  component: DepositHistoryScreen,
  // The search comes from the story's URL (parameters.router), as the route gives it; args.search is unused.
  args: { search: {} },
  render: history.fromUrl(DepositHistoryScreen, depositHistoryRoute.validateSearch),
  decorators: [withFrame],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: PATH },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Deposit history (SPEC §3): code, date and time, game provider, amount in LAK, status (SPEC §4 colours), ' +
          'credit deposited, promotion credit and total credit; cards on a phone, a table from 769 px. Page and ' +
          'filters (status, from, to) live in the URL search. Built on the shared HistoryScreen.',
      },
    },
  },
} satisfies Meta<typeof DepositHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo player's long history (60+ deposits): the first page of ten, the pager below. */
export const LongHistory: Story = history.longHistory('deposit:history.title');

/** The pager drives the URL search: next, then the page after it. */
export const LaterPage: Story = history.laterPage(PATH);

/** Choosing a status (the select named `status`) filters the list; the clear button shows. */
export const FilteredByStatus: Story = history.filteredByStatus('FAILED');

/** Dates from the URL with nothing in them: the filtered empty state and its way out. */
export const FilteredEmpty: Story = history.filteredEmpty(PATH);

/** A player without deposits. */
export const Empty: Story = history.empty('deposit:history.empty');

/** The first page is on its way: skeleton rows. */
export const Loading: Story = history.loading('/v2/deposits');

/** The server fails (500); Retry asks again and, the server back, the history shows. */
export const ErrorWithRetry: Story = history.errorWithRetry;
