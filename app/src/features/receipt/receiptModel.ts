/**
 * What a receipt says, as plain strings in the player's language: the screen shows it through ui's
 * Receipt and the saved image draws the same lines, so the two never disagree.
 */
import { BANK_CURRENCY, type DepositOrder, type LocalizedText, type OrderStep, type OrderStepName, type Withdrawal } from '@dokkham/api';
import { localized, type Formatters, type Language, type TFunction } from '@dokkham/i18n';

export type ReceiptKind = 'deposit' | 'withdrawal';

/** An order as its receipt endpoint answers it. */
export type ReceiptOrder =
  | { kind: 'deposit'; order: DepositOrder; timeline: OrderStep[] }
  | { kind: 'withdrawal'; order: Withdrawal; timeline: OrderStep[] };

/** The way an order goes when nothing stops it. */
export const EXPECTED_STEPS: Record<ReceiptKind, readonly OrderStepName[]> = {
  deposit: ['CREATED', 'PAID', 'CREDITED'],
  withdrawal: ['REQUESTED', 'APPROVED', 'PAID_OUT'],
};
const STOPS: ReadonlySet<OrderStepName> = new Set(['CANCELED', 'EXPIRED', 'FAILED', 'REJECTED']);

export interface ReceiptStepLine {
  step: OrderStepName;
  state: 'done' | 'pending' | 'stopped';
  at: string | null;
  note: LocalizedText | null;
}

/**
 * The steps reached (as the agency sent them), then, unless the order stopped, the expected ones
 * not reached yet as pending: a stopped order shows where it stopped, not a road it will not take.
 */
export function receiptSteps(kind: ReceiptKind, timeline: readonly OrderStep[]): ReceiptStepLine[] {
  const reached = timeline.map<ReceiptStepLine>((s) => ({ step: s.step, state: STOPS.has(s.step) ? 'stopped' : 'done', at: s.at, note: s.note }));
  if (reached.some((s) => s.state === 'stopped')) return reached;
  const seen = new Set(reached.map((s) => s.step));
  const pending = EXPECTED_STEPS[kind]
    .filter((step) => !seen.has(step))
    .map<ReceiptStepLine>((step) => ({ step, state: 'pending', at: null, note: null }));
  return [...reached, ...pending];
}

export interface ReceiptLines {
  title: string;
  codeLabel: string;
  code: string;
  status: string;
  statusText: string;
  facts: { term: string; value: string }[];
  timelineTitle: string;
  steps: { id: OrderStepName; label: string; state: ReceiptStepLine['state']; time: string; note: string | null }[];
}

const rate = (format: Formatters, value: string) => `1 THB = ${format.number(value)} ${BANK_CURRENCY}`;

/** The receipt's lines in the player's language (t with the receipt, deposit, withdraw, common and status texts). */
export function receiptLines(receipt: ReceiptOrder, t: TFunction, format: Formatters, lng: Language): ReceiptLines {
  const { kind, order } = receipt;
  const ns = kind === 'deposit' ? 'deposit' : 'withdraw';
  const facts =
    receipt.kind === 'deposit'
      ? [
          { term: t('deposit:history.column.date'), value: format.date(receipt.order.createdAt) },
          { term: t('deposit:history.column.provider'), value: t(`common:provider.${receipt.order.provider}`) },
          { term: t('deposit:history.column.amount'), value: format.money(receipt.order.amount, receipt.order.currency) },
          { term: t('deposit:history.column.credit'), value: format.credit(receipt.order.credit) },
          { term: t('deposit:history.column.promotionCredit'), value: format.credit(receipt.order.promotionCredit) },
          { term: t('deposit:history.column.totalCredit'), value: format.credit(receipt.order.totalCredit) },
          { term: t('common:label.rate'), value: rate(format, receipt.order.rate) },
        ]
      : [
          { term: t('withdraw:history.column.date'), value: format.date(receipt.order.createdAt) },
          { term: t('withdraw:history.column.provider'), value: t(`common:provider.${receipt.order.provider}`) },
          { term: t('withdraw:preview.credit'), value: format.credit(receipt.order.credit) },
          { term: t('withdraw:preview.bonusDeducted'), value: format.credit(receipt.order.bonusDeducted) },
          { term: t('withdraw:preview.creditReturned'), value: format.credit(receipt.order.creditReturned) },
          { term: t('withdraw:preview.creditReceived'), value: format.credit(receipt.order.creditReceived) },
          { term: t('withdraw:preview.amountReceived'), value: format.money(receipt.order.amount, receipt.order.currency) },
          { term: t('common:label.rate'), value: rate(format, receipt.order.rate) },
          {
            term: t('receipt:bank'),
            value: [receipt.order.bankName, receipt.order.accountName, receipt.order.accountNumber].join(' · '),
          },
        ];
  const known = t(`status:order.${order.status}`, { defaultValue: '' });
  return {
    title: t(`receipt:title.${kind}`),
    codeLabel: t(`${ns}:history.column.code`),
    code: order.code,
    status: order.status,
    statusText: known || order.status,
    facts,
    timelineTitle: t('receipt:timeline'),
    steps: receiptSteps(kind, receipt.timeline).map((s) => ({
      id: s.step,
      label: t(`receipt:step.${s.step}`),
      state: s.state,
      // A step reached at a time the agency does not know shows no time; a pending one says so.
      time: s.state === 'pending' ? t('receipt:pending') : s.at ? format.date(s.at) : '',
      note: s.note ? localized(s.note, lng) : null,
    })),
  };
}
