import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCredit, formatDate, formatMoney, formatNumber } from '@dokkham/i18n';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { DownloadIcon, ChatIcon } from '../../primitives/icons/icons';
import { tr } from '../../stories/fixtures';
import * as layout from '../../stories/layout.css';
import { Receipt, type ReceiptProps } from './Receipt';

/** A story's props, built at render time (the story's language is loaded by then). */
type Props = () => ReceiptProps;
const show = (props: Props) => () => (
  <div className={layout.stack}>
    <Receipt {...props()} />
  </div>
);

const actions = () => (
  <>
    <Button variant="secondary" icon={<DownloadIcon />}>
      {tr('receipt:save')}
    </Button>
    <Button variant="secondary" icon={<ChatIcon />}>
      {tr('receipt:report')}
    </Button>
  </>
);

const depositCredited: Props = () => ({
  title: tr('receipt:title.deposit'),
  codeLabel: tr('deposit:history.column.code'),
  code: 'DP25031400251',
  status: 'SUCCESS',
  facts: [
    { term: tr('deposit:history.column.date'), value: formatDate('2025-03-14T03:10:00Z') },
    { term: tr('deposit:history.column.provider'), value: 'GClub' },
    { term: tr('deposit:history.column.amount'), value: formatMoney('1000000', 'LAK') },
    { term: tr('deposit:history.column.credit'), value: formatCredit('1562.5') },
    { term: tr('deposit:history.column.promotionCredit'), value: formatCredit('781.25') },
    { term: tr('deposit:history.column.totalCredit'), value: formatCredit('2343.75') },
    { term: tr('common:label.rate'), value: tr('deposit:form.rate', { rate: formatNumber('640') }) },
  ],
  timelineTitle: tr('receipt:timeline'),
  steps: [
    { id: 'CREATED', label: tr('receipt:step.CREATED'), state: 'done', time: formatDate('2025-03-14T03:10:00Z') },
    { id: 'PAID', label: tr('receipt:step.PAID'), state: 'done', time: formatDate('2025-03-14T03:12:40Z') },
    { id: 'CREDITED', label: tr('receipt:step.CREDITED'), state: 'done', time: formatDate('2025-03-14T03:12:45Z') },
  ],
  actions: actions(),
});

const withdrawalRejected: Props = () => ({
  title: tr('receipt:title.withdrawal'),
  codeLabel: tr('withdraw:history.column.code'),
  code: 'WD25031400252',
  status: 'REJECTED',
  facts: [
    { term: tr('withdraw:history.column.date'), value: formatDate('2025-03-14T04:00:00Z') },
    { term: tr('withdraw:history.column.provider'), value: 'GClub' },
    { term: tr('withdraw:preview.credit'), value: formatCredit('1000') },
    { term: tr('withdraw:preview.amountReceived'), value: formatMoney('640000', 'LAK') },
    { term: tr('receipt:bank'), value: 'BCEL · ສົມໃຈ ແກ້ວມະນີ · 0101-12-3456789' },
  ],
  timelineTitle: tr('receipt:timeline'),
  steps: [
    { id: 'REQUESTED', label: tr('receipt:step.REQUESTED'), state: 'done', time: formatDate('2025-03-14T04:00:00Z') },
    {
      id: 'REJECTED',
      label: tr('receipt:step.REJECTED'),
      state: 'stopped',
      time: formatDate('2025-03-14T04:20:00Z'),
      note: 'ຊື່ບັນຊີບໍ່ກົງກັບຊື່ຜູ້ຫຼິ້ນ. ກະລຸນາແກ້ໄຂບັນຊີທະນາຄານ.',
    },
  ],
  actions: actions(),
});

const depositInProgress: Props = () => ({
  ...depositCredited(),
  status: 'PAID',
  steps: [
    { id: 'CREATED', label: tr('receipt:step.CREATED'), state: 'done', time: formatDate('2025-03-14T03:10:00Z') },
    { id: 'PAID', label: tr('receipt:step.PAID'), state: 'done', time: formatDate('2025-03-14T03:12:40Z') },
    { id: 'CREDITED', label: tr('receipt:step.CREDITED'), state: 'pending', time: tr('receipt:pending') },
  ],
});

const meta = {
  title: 'Data/Receipt',
  component: Receipt,
  // Texts are built at render time, in the story's language (render), not in args.
  args: { title: '', codeLabel: '', code: '', status: 'OPEN', facts: [], timelineTitle: '', steps: [] },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "One order's receipt, a deposit's or a withdrawal's: title and status, the code (with the screen's copy " +
          'button beside it), the facts as a `dl` (formatted by the screen), and a timeline (`ol`) of the steps ' +
          'reached with their times, the expected ones still pending, or the stop with the agency\'s note. Actions ' +
          '(save as image, report a problem) come in as a slot.',
      },
    },
  },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositCredited: Story = {
  render: show(depositCredited),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: tr('receipt:title.deposit') })).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[2]).toHaveAttribute('data-state', 'done');
  },
};

export const WithdrawalRejected: Story = {
  name: 'Withdrawal rejected, with the agency\'s note',
  render: show(withdrawalRejected),
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps[1]).toHaveAttribute('data-state', 'stopped');
    await expect(steps[1]).toHaveTextContent(tr('receipt:step.REJECTED'));
  },
};

export const InProgress: Story = {
  name: 'In progress (paid, credit pending)',
  render: show(depositInProgress),
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('data-state', 'pending');
    await expect(steps[2]).toHaveTextContent(tr('receipt:pending'));
  },
};
