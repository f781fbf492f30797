import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { navigate, StoryLinks, T, textRe, tr } from '../../stories/fixtures';
import { HistoryTable, type HistoryColumn, type HistoryTableProps } from './HistoryTable';

interface Deposit {
  code: string;
  createdAt: string;
  provider: 'alphabet' | 'askmebet' | 'gclub' | 'gclub_live';
  amount: string;
  credit: string;
  promotionCredit: string;
  totalCredit: string;
  status: string;
}

const PROVIDERS = ['alphabet', 'askmebet', 'gclub', 'gclub_live'] as const;
const STATUSES = ['SUCCESS', 'OPEN', 'PAID', 'FAILED', 'CANCELED', 'REJECTED', 'REFUNDED'];

/** Fixed rows: no clock, no randomness. The second row was never updated (the backend's "never" date). */
const DEPOSITS: Deposit[] = Array.from({ length: 10 }, (_, i) => {
  const amount = 100_000 * (i + 1) + 50_000 * (i % 3);
  const credit = (amount / 620).toFixed(2);
  const bonus = i % 4 === 0 ? (Number(credit) * 0.2).toFixed(2) : '0';
  return {
    code: `DKD2503${String(14 - i).padStart(2, '0')}${String(1024 + i * 37).padStart(4, '0')}`,
    createdAt: i === 1 ? '0001-01-01T00:00:00Z' : `2025-03-${String(14 - i).padStart(2, '0')}T0${i % 10}:1${i}:0${i}Z`,
    provider: PROVIDERS[i % 4]!,
    amount: String(amount),
    credit,
    promotionCredit: bonus,
    totalCredit: (Number(credit) + Number(bonus)).toFixed(2),
    status: STATUSES[i % STATUSES.length]!,
  };
});

function depositColumns(): HistoryColumn<Deposit>[] {
  return [
    { id: 'code', header: tr('deposit:history.column.code'), kind: 'code', value: (r) => r.code },
    { id: 'date', header: tr('deposit:history.column.date'), kind: 'date', value: (r) => r.createdAt },
    { id: 'provider', header: tr('deposit:history.column.provider'), value: (r) => tr(`common:provider.${r.provider}`) },
    { id: 'amount', header: tr('deposit:history.column.amount'), kind: 'money', currency: 'LAK', value: (r) => r.amount },
    { id: 'credit', header: tr('deposit:history.column.credit'), kind: 'money', currency: 'THB', value: (r) => r.credit },
    { id: 'promotionCredit', header: tr('deposit:history.column.promotionCredit'), kind: 'money', currency: 'THB', value: (r) => r.promotionCredit },
    { id: 'totalCredit', header: tr('deposit:history.column.totalCredit'), kind: 'money', currency: 'THB', value: (r) => r.totalCredit },
    { id: 'status', header: tr('deposit:history.column.status'), kind: 'status', value: (r) => r.status },
  ];
}

interface Usage {
  usageId: string;
  createdAt: string;
  title: string;
  provider: string;
  status: string;
  depositCode: string | null;
  bonusCredit: string | null;
}

const USAGES: Usage[] = [
  { usageId: 'u1', createdAt: '2025-03-13T10:05:00Z', title: 'ໂບນັດຝາກຄັ້ງທຳອິດ 100%', provider: 'Alphabet', status: 'ACTIVE', depositCode: 'DKD25031310240', bonusCredit: '500.00' },
  { usageId: 'u2', createdAt: '2025-03-01T08:00:00Z', title: 'ເຄຣດິດຟຣີ ວັນບຸນປີໃໝ່ລາວ', provider: 'GClub', status: 'USED', depositCode: 'DKD25030110061', bonusCredit: '300.00' },
  { usageId: 'u3', createdAt: '2025-02-14T12:30:00Z', title: 'ໂບນັດເງິນຝາກ 20%', provider: 'AskMeBet', status: 'CANCELED', depositCode: null, bonusCredit: null },
  { usageId: 'u4', createdAt: '2025-01-20T16:45:00Z', title: 'ໂບນັດເງິນຝາກ 20%', provider: 'GClub Live', status: 'SUCCESS', depositCode: 'DKD25012010098', bonusCredit: '120.50' },
];

function usageColumns(): HistoryColumn<Usage>[] {
  return [
    { id: 'promotion', header: tr('promotion:history.column.promotion'), value: (r) => r.title },
    { id: 'date', header: tr('promotion:history.column.date'), kind: 'date', value: (r) => r.createdAt },
    { id: 'provider', header: tr('promotion:history.column.provider'), value: (r) => r.provider },
    { id: 'depositCode', header: tr('promotion:history.column.depositCode'), value: (r) => r.depositCode },
    { id: 'bonus', header: tr('promotion:history.column.bonusCredit'), kind: 'money', currency: 'THB', value: (r) => r.bonusCredit },
    { id: 'status', header: tr('promotion:history.column.status'), kind: 'status', statusKind: 'usage', value: (r) => r.status },
  ];
}

/** Deposits with working paging (page state in the story). */
function Deposits(args: Partial<HistoryTableProps<Deposit>>) {
  const [page, setPage] = useState(args.page ?? 1);
  return (
    <StoryLinks>
      <HistoryTable<Deposit>
        caption={tr('deposit:history.title')}
        columns={depositColumns()}
        rows={DEPOSITS}
        rowKey={(r) => r.code}
        pageCount={7}
        total={63}
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    </StoryLinks>
  );
}

const meta = {
  title: 'Data/HistoryTable',
  // Texts and columns are built at render time, in the story's language: args hold the rest.
  component: HistoryTable as ComponentType<Partial<HistoryTableProps<Deposit>>>,
  args: { onPageChange: fn(), onRetry: fn(), showCaption: true },
  render: (args) => <Deposits {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Deposit, withdrawal and promotion-usage histories. Columns are config: `kind` formats the value (**date**: ' +
          'DD/MM/YYYY HH:mm:ss in Lao time, N/A for the backend\'s 0001-01-01; **money**: Lao number format with the ' +
          'currency; **status**: StatusBadge; **code**: monospace) or `render` draws it. **From 769 px a real table**; up ' +
          'to 768 px one card per row (the code titles the card, the status sits in its corner), two per row on ' +
          'tablets. The other layout is display:none, so screen readers meet one. Loading shows skeletons (first load) ' +
          'or dims the rows (next page); errors show the message with Retry; empty shows an empty state.',
      },
    },
  },
} satisfies Meta<Partial<HistoryTableProps<Deposit>>>;
export default meta;
type Story = StoryObj<typeof meta>;

const isDesktop = () => window.innerWidth >= 769;

/** The layout on screen: the table from 769 px, the card list below (the other is display:none). */
function view(canvas: { getByRole: typeof screen.getByRole }, caption: string): HTMLElement {
  return isDesktop() ? canvas.getByRole('table', { name: caption }) : canvas.getByRole('list', { name: caption });
}

export const DepositHistory: Story = {
  name: 'Deposits (table on desktop, cards on phones)',
  play: async ({ canvas }) => {
    if (isDesktop()) {
      const table = canvas.getByRole('table', { name: tr('deposit:history.title') });
      await expect(within(table).getAllByRole('row')).toHaveLength(11);
      await expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
      await expect(canvas.queryByRole('list', { name: tr('deposit:history.title') })).toBeNull();
    } else {
      await expect(canvas.queryByRole('table')).toBeNull();
      await expect(within(canvas.getByRole('list', { name: tr('deposit:history.title') })).getAllByRole('listitem')).toHaveLength(10);
    }
    const rows = within(view(canvas, tr('deposit:history.title')));
    // The backend's "never" date reads N/A; others DD/MM/YYYY HH:mm:ss in Vientiane time (UTC+7).
    await expect(rows.getByText(tr('common:na'))).toBeVisible();
    await expect(rows.getByText('14/03/2025 07:10:00')).toBeVisible();
    // Money in the Lao format with the currency code.
    await expect(rows.getAllByText(textRe('100.000 LAK'))[0]).toBeVisible();
    await expect(canvas.getByText(tr('history:records', { count: 63 }))).toBeVisible();
  },
};

export const RowLinks: Story = {
  name: 'Rows open their receipt',
  args: { rowHref: (row) => `/player/deposit/history/${row.code}` },
  play: async ({ canvas }) => {
    const rows = within(view(canvas, tr('deposit:history.title')));
    // One link per row, named by its code; its hit area covers the whole row or card.
    const links = rows.getAllByRole('link');
    await expect(links).toHaveLength(10);
    const first = links[0]!;
    const code = first.textContent ?? '';
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith(`/player/deposit/history/${code}`);
  },
};

export const Paging: Story = {
  name: 'Paging (keyboard)',
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: tr('history:pagination.next') });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('navigation', { name: tr('history:pagination.label') })).toHaveTextContent('3');
    // Focus scrolled the pager into view, perhaps before a webfont came in and moved the content
    // under the scroll: the screenshot shows the page's end, laid out in its final fonts.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    window.scrollTo(0, document.documentElement.scrollHeight);
  },
};

export const PageLoading: Story = {
  name: 'Loading another page',
  args: { loading: true, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: tr('history:pagination.next') })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FirstLoad: Story = {
  name: 'Loading (skeleton)',
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(tr('ui:loading'));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], pageCount: 0, total: 0, emptyTitle: <T k="deposit:history.empty" /> },
  render: function Render(args) {
    return (
      <Deposits
        {...args}
        emptyAction={<LinkButton href="/player/deposit">{tr('nav:navbar.deposit')}</LinkButton>}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: tr('deposit:history.empty') })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error with retry',
  args: { rows: undefined, error: <T k="history:loadFailed" /> },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(tr('history:loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: tr('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PromotionUsages: Story = {
  name: 'Promotion usages (usage statuses, long Lao titles)',
  render: (args) => (
    <HistoryTable<Usage>
      caption={tr('promotion:history.title')}
      showCaption={args.showCaption}
      columns={usageColumns()}
      rows={USAGES}
      rowKey={(r) => r.usageId}
    />
  ),
  play: async ({ canvas }) => {
    const rows = within(view(canvas, tr('promotion:history.title')));
    await expect(rows.getByText(tr('status:usage.ACTIVE'))).toBeVisible();
    await expect(rows.getByText(tr('status:usage.USED'))).toBeVisible();
    // No deposit code and no bonus yet: N/A rather than empty cells.
    await expect(rows.getAllByText(tr('common:na'))).toHaveLength(2);
  },
};
