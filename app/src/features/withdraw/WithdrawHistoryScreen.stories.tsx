import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from '@tanstack/react-router';
import { answer, t, withFrame } from '../stories/storyKit';
import { withdrawHistoryRoute } from './historyRoute';
import { WithdrawHistoryScreen } from './WithdrawHistoryScreen';

/** What the app's route does (Route.useSearch of a validated search), for Storybook's route-less router. */
function WithdrawHistoryFromUrl() {
  return <WithdrawHistoryScreen search={withdrawHistoryRoute.validateSearch(useSearch({ strict: false }))} />;
}

const PATH = '/player/withdraw/history';

const meta = {
  title: 'Screens/Withdraw/History',
  component: WithdrawHistoryScreen,
  // The search comes from the story's URL (parameters.router), as the route gives it; args.search is unused.
  args: { search: {} },
  render: () => <WithdrawHistoryFromUrl />,
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

/** The history's rows: the table's (desktop) or the cards' (phone), whichever is shown. */
function visibleRows(canvasElement: HTMLElement): HTMLElement[] {
  const rows = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr, ul[aria-label] > li')];
  return rows.filter((row) => row.offsetParent !== null);
}

async function expectRows(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(visibleRows(canvasElement)).toHaveLength(count));
}

/** The demo player's long history (60+ withdrawals): the first page of ten with their bank account, the pager below. */
export const LongHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('withdraw:history.title') })).toBeVisible();
    await expectRows(canvasElement, 10);
    await expect(visibleRows(canvasElement)[0]).toHaveTextContent('010120001234567001');
    await expect(canvas.getByRole('navigation', { name: t('ui:pagination.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui:pagination.previous') })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The pager drives the URL search: next, then the page after it. */
export const LaterPage: Story = {
  parameters: { router: { initialPath: `${PATH}?page=5` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRows(canvasElement, 10);
    const status = () => canvas.getByRole('navigation', { name: t('ui:pagination.label') }).querySelector('p')?.textContent ?? '';
    await waitFor(() => expect(status()).toMatch(/5/));
    const first = visibleRows(canvasElement)[0]?.textContent;
    await userEvent.click(canvas.getByRole('button', { name: t('ui:pagination.next') }));
    await waitFor(() => expect(status()).toMatch(/6/));
    await waitFor(() => expect(visibleRows(canvasElement)[0]?.textContent).not.toBe(first));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

/** Choosing a status (the select named `status`) filters the list; the clear button shows. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRows(canvasElement, 10);
    const select = canvas.getByRole('combobox', { name: t('history:filter.status') });
    await expect(select).toHaveAttribute('name', 'status');
    await userEvent.selectOptions(select, 'REJECTED');
    const failed = t('status:order.REJECTED');
    await waitFor(() => {
      const rows = visibleRows(canvasElement);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(failed);
    });
    await expect(canvas.getByRole('button', { name: t('history:filter.clear') })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

/** Dates from the URL (`from`, `to` date inputs) with nothing in them: the filtered empty state and its way out. */
export const FilteredEmpty: Story = {
  parameters: { router: { initialPath: `${PATH}?from=2001-01-01&to=2001-01-31` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('history:filter.emptyTitle') })).toBeVisible();
    // Written the app's way (DD/MM/YYYY), whatever the browser's locale; the contract's field holds the ISO date.
    await expect(canvas.getByLabelText(t('history:filter.from'))).toHaveValue('01/01/2001');
    await expect(canvasElement.querySelector('input[name="to"]')).toHaveValue('2001-01-31');
  },
};

/** A player without withdrawals. */
export const Empty: Story = {
  parameters: { scenario: ['signedIn', 'emptyHistories'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('withdraw:history.empty') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('ui:pagination.label') })).toBeNull();
  },
};

/** The first page is on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/withdrawals', 'get')] } },
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
    // The server recovers (mock-only endpoint), then the player retries.
    await fetch('/api/__mock/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenarios: ['signedIn'] }),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expectRows(canvasElement, 10);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
