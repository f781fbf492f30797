import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCredit, formatMoney, formatNumber } from '@dokkham/i18n';
import { expect } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import * as layout from '../../stories/layout.css';
import { MoneyBreakdown, type MoneyBreakdownProps } from './MoneyBreakdown';

/** A story's props, built at render time (the story's language is loaded by then). */
type Texts = () => MoneyBreakdownProps;
const show = (texts: Texts) => () => (
  <div className={layout.stack}>
    <MoneyBreakdown {...texts()} />
  </div>
);

const depositPreview = (bonus: boolean): Texts => () => ({
  title: tr('deposit:form.preview'),
  rows: [
    { term: tr('deposit:form.credit'), value: formatCredit('1562.5') },
    ...(bonus ? [{ term: tr('deposit:form.promotionCredit'), value: formatCredit('781.25') }] : []),
  ],
  total: { term: tr('deposit:form.totalCredit'), value: formatCredit(bonus ? '2343.75' : '1562.5') },
  live: true,
});

const withdrawal = ({ title, promotion, credit }: { title: boolean; promotion: boolean; credit: string | null }): Texts => () => ({
  ...(title ? { title: tr('withdraw:preview.title') } : {}),
  rows: [
    { term: tr('withdraw:preview.credit'), value: formatCredit(credit ?? '0') },
    ...(promotion
      ? [
          { term: tr('withdraw:preview.bonusDeducted'), value: formatCredit(credit ? '750' : '0') },
          { term: tr('withdraw:preview.creditReturned'), value: formatCredit(credit ? '500' : '0') },
        ]
      : []),
    { term: tr('withdraw:preview.creditReceived'), value: formatCredit(credit ? (promotion ? '6750' : credit) : '0') },
  ],
  total: {
    term: tr('withdraw:preview.amountReceived'),
    value: formatMoney(credit ? (promotion ? '4320000' : '640000') : '0', 'LAK'),
  },
  // The rate once there is something to convert.
  note: credit ? tr('withdraw:form.rate', { rate: formatNumber('640') }) : undefined,
  live: title,
});

const meta = {
  title: 'Data/MoneyBreakdown',
  component: MoneyBreakdown,
  args: { rows: [] },
  parameters: {
    docs: {
      description: {
        component:
          'How an amount breaks down before a money action: the deposit form\'s credit preview, the withdraw ' +
          "form's breakdown and its confirmation. A `dl` of terms and values (values end-aligned, tabular figures), " +
          'an optional title row, the total emphasized, an optional note after it (the rate used), `live` while ' +
          'the values follow what the player types. Values come in formatted: the pattern does no arithmetic.',
      },
    },
  },
} satisfies Meta<typeof MoneyBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every term has its value, and the title and note their (hidden) empty ones: a whole list for screen readers. */
async function expectPairs(root: HTMLElement): Promise<HTMLElement> {
  const list = root.querySelector('dl')!;
  await expect([...list.children].map((child) => child.tagName).join(' ')).toMatch(/^(DT DD ?)+$/);
  return list;
}

const valueOf = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling as HTMLElement | undefined;

/** The deposit form's preview: the credit, the total emphasized; read out as it changes. */
export const DepositPreview: Story = {
  render: show(depositPreview(false)),
  play: async ({ canvasElement }) => {
    const list = await expectPairs(canvasElement);
    await expect(list).toHaveAttribute('aria-live', 'polite');
    const total = valueOf(canvasElement, tr('deposit:form.totalCredit'))!;
    await expect(total.textContent).toBe(formatCredit('1562.5'));
    // The total stands out from the other values.
    const credit = valueOf(canvasElement, tr('deposit:form.credit'))!;
    await expect(Number(getComputedStyle(total).fontWeight)).toBeGreaterThan(Number(getComputedStyle(credit).fontWeight));
  },
};

/** A promotion with a bonus: its row between the credit and the total. */
export const DepositWithBonus: Story = {
  render: show(depositPreview(true)),
  play: async ({ canvasElement }) => {
    await expectPairs(canvasElement);
    await expect(valueOf(canvasElement, tr('deposit:form.promotionCredit'))).toBeDefined();
  },
};

/** The withdraw form before anything is typed: zeros, no rate yet. */
export const WithdrawEmpty: Story = {
  render: show(withdrawal({ title: true, promotion: false, credit: null })),
  play: async ({ canvasElement }) => {
    await expectPairs(canvasElement);
    // The title, the credit, what is received and the total: no rate yet.
    await expect(canvasElement.querySelectorAll('dt').length).toBe(4);
  },
};

/** 1,000 credit: what is received, and the rate used as the last line. */
export const Withdrawal: Story = {
  render: show(withdrawal({ title: true, promotion: false, credit: '1000' })),
  play: async ({ canvasElement }) => {
    await expectPairs(canvasElement);
    const dts = canvasElement.querySelectorAll('dt');
    await expect(dts[dts.length - 1]).toHaveTextContent(tr('withdraw:form.rate', { rate: formatNumber('640') }));
  },
};

/** A promotion in use: the bonus deducted and the credit returned; as the confirmation repeats it (no title, not live). */
export const WithdrawalInConfirmation: Story = {
  render: show(withdrawal({ title: false, promotion: true, credit: '8000' })),
  play: async ({ canvasElement }) => {
    const list = await expectPairs(canvasElement);
    await expect(list).not.toHaveAttribute('aria-live');
    await expect(valueOf(canvasElement, tr('withdraw:preview.bonusDeducted'))).toBeDefined();
  },
};
