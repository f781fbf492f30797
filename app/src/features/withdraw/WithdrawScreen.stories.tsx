import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessage, formatCredit, formatMoney, i18n } from '@dokkham/i18n';
import { http, HttpResponse } from 'msw';
import { noBankAccountStory } from '../bank/noBankAccountStory';
import { body, e, t } from '../stories/storyKit';
import {
  breakdown,
  chooseGclub,
  confirmation,
  creditInput,
  expectCreditError,
  fillGclub,
  flat,
  formReady,
  send,
  submit,
  typeCredit,
  withdrawPage,
  withdrawParameters,
} from './withdrawStoryKit';

/** The withdraw form and its refusals; sending and the outcome: WithdrawSending.stories.tsx. */
const meta = {
  ...withdrawPage,
  title: 'Screens/Withdraw/Withdraw',
  // Each state needs its own scenario: no docs page mixing them.
  tags: ['!autodocs'],
  parameters: {
    ...withdrawParameters,
    docs: {
      description: {
        component:
          'Withdraw (SPEC §5, §8, §9): without a bank account a link to add one; with a withdrawal being checked, ' +
          'its live status until it ends (also on return or reload); else the form: provider with its credit, the ' +
          "player's one bank account, the credit within the agency's limits with 'withdraw all', the promotion's " +
          'withdrawal rules in words (those that block said so before submit), and the breakdown of the money module. ' +
          'Submit shows the breakdown again with the bank account to confirm: only **Confirm withdrawal** sends it, once.',
      },
    },
  },
} satisfies Meta<typeof withdrawPage.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** newbie has no bank account: only the way to add one. */
export const NoBankAccount: Story = noBankAccountStory('withdraw');

/** The form as demo first sees it: four providers with their credit, the one bank account (shown, not chosen), the credit. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByText('010120001234567001')).toBeVisible();
    await expect(canvasElement.querySelector('input[name="bankAccountId"]')).toHaveAttribute('type', 'hidden');
    await expect(creditInput(canvasElement)).toHaveAttribute('inputmode', 'decimal');
    // No promotion in use: no rules.
    await expect(canvas.queryByRole('heading', { name: t('withdraw:rules.title') })).toBeNull();
  },
};

/** 1,000 gclub credit: the breakdown before confirming (the money module: 1,000 x buy rate 640). */
export const Breakdown: Story = {
  play: async ({ canvasElement }) => {
    await fillGclub(canvasElement);
    await waitFor(() => expect(breakdown(canvasElement, 'preview.amountReceived')).toBe(formatMoney('640000', 'LAK')));
    await expect(breakdown(canvasElement, 'preview.credit')).toBe(formatCredit('1000'));
    await expect(breakdown(canvasElement, 'preview.creditReceived')).toBe(formatCredit('1000'));
  },
};

/** Submit asks first: the same breakdown (from the money module) and the bank account; nothing is sent yet. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await fillGclub(canvasElement);
    await userEvent.click(submit(within(canvasElement)));
    const dialog = await confirmation(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(t('withdraw:confirm.text'));
    await expect(breakdown(dialog, 'preview.credit')).toBe(formatCredit('1000'));
    await expect(breakdown(dialog, 'preview.amountReceived')).toBe(formatMoney('640000', 'LAK'));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByText(/010120001234567001/)).toBeVisible());
    // The safe choice has focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('withdraw:confirm.back') })).toHaveFocus());
    const open = (await (await fetch('/api/v2/withdrawals?status=OPEN')).json()) as { total: number };
    await expect(open.total).toBe(0);
  },
};

/** Back (or Escape) sends nothing and keeps what was typed; a new submit asks again. */
export const ConfirmBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillGclub(canvasElement);
    await userEvent.click(submit(canvas));
    const dialog = await confirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: t('withdraw:confirm.back') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(creditInput(canvasElement)).toHaveValue('1000');
    await expect(submit(canvas)).not.toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
    const open = (await (await fetch('/api/v2/withdrawals?status=OPEN')).json()) as { total: number };
    await expect(open.total).toBe(0);
    await userEvent.click(submit(canvas));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(submit(canvas)).toHaveFocus());
  },
};

/**
 * The credit read the way the player writes it: a decimal comma ("100,50"), groups ("1.250,50",
 * "12.345" is twelve thousand) or the other way round ("1,250.50"); the breakdown shows what will be sent.
 */
export const CreditAsWritten: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await chooseGclub(canvas);
    for (const [typed, read] of [
      ['100,50', '100.50'],
      ['1.250,50', '1250.50'],
      ['1,250.50', '1250.50'],
      ['2.345', '2345'],
    ] as const) {
      await typeCredit(canvasElement, typed);
      await waitFor(() => expect(breakdown(canvasElement, 'preview.credit')).toBe(formatCredit(read)));
    }
    // Sent as read: the confirmation says the same.
    await userEvent.click(submit(canvas));
    const dialog = await confirmation(canvasElement);
    await expect(breakdown(dialog, 'preview.credit')).toBe(formatCredit('2345'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('withdraw:confirm.back') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** 'Withdraw all' types the provider's whole credit. */
export const WithdrawAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await chooseGclub(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.all') }));
    // Written the way the app writes amounts; read back as 3,400.
    await expect(creditInput(canvasElement)).toHaveValue('3.400,00');
    await waitFor(() => expect(breakdown(canvasElement, 'preview.amountReceived')).toBe(formatMoney('2176000', 'LAK')));
  },
};

/**
 * SLOT50 in use on askmebet (credit 8,000; received 2,250 of which 750 bonus): its rules in words;
 * all of it: 750 bonus deducted, at most 300 % of 2,250 = 6,750 received, 500 returned.
 */
export const PromotionBreakdown: Story = {
  parameters: { scenario: ['signedIn', 'promotionInUse'] },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: /AskMeBet/ })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: t('withdraw:rules.title') })).toBeVisible();
    await expect(canvas.getByText(t('withdraw:rules.withdrawAll'))).toBeVisible();
    await expect(canvas.getByText(flat(t('withdraw:rules.maxReceive', { max: formatCredit('6750') })))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.all') }));
    await waitFor(() => expect(breakdown(canvasElement, 'preview.creditReceived')).toBe(formatCredit('6750')));
    await expect(breakdown(canvasElement, 'preview.bonusDeducted')).toBe(formatCredit('750'));
    await expect(breakdown(canvasElement, 'preview.creditReturned')).toBe(formatCredit('500'));
    await expect(breakdown(canvasElement, 'preview.amountReceived')).toBe(formatMoney('4320000', 'LAK'));
  },
};

/** SLOT50 asks for all the credit: part of it is refused in words before submit, and on submit. */
export const RuleWithdrawAll: Story = {
  parameters: { scenario: ['signedIn', 'promotionInUse'] },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await typeCredit(canvasElement, '5000');
    await expect(await canvas.findByText(flat(t('withdraw:rules.blocking.withdrawAll', { value: formatCredit('8000') })))).toBeVisible();
    await userEvent.click(submit(canvas));
    await expectCreditError(
      canvasElement,
      errorMessage(i18n.t, { code: 'WITHDRAW_ALL_REQUIRED', status: 422, params: { balance: '8000.00' } }),
    );
    await expect(creditInput(canvasElement)).toHaveValue('5000');
    // All of it: the refusal is gone as soon as the value is right.
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.all') }));
    await waitFor(() => expect(creditInput(canvasElement)).not.toHaveAttribute('aria-invalid'));
  },
};

const creditsWith = (askmebet: string) =>
  http.get('/api/v2/players/credits', () =>
    HttpResponse.json({
      credits: [
        { provider: 'alphabet', credit: { amount: '1250.50', currency: 'THB' } },
        { provider: 'askmebet', credit: { amount: askmebet, currency: 'THB' } },
        { provider: 'gclub', credit: { amount: '3400.00', currency: 'THB' } },
        { provider: 'gclub_live', credit: { amount: '12.50', currency: 'THB' } },
      ],
      total: { amount: '8663.00', currency: 'THB' },
    }),
  );

/** SLOT50 needs a balance of 200 % of 2,250 = 4,500; with 4,000 the rule says so before anything is typed. */
export const RuleMinBalance: Story = {
  parameters: { scenario: ['signedIn', 'promotionInUse'], msw: { handlers: [creditsWith('4000.00')] } },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(await canvas.findByText(flat(t('withdraw:rules.blocking.minBalance', { value: formatCredit('4500') })))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.all') }));
    await userEvent.click(submit(canvas));
    await expectCreditError(
      canvasElement,
      errorMessage(i18n.t, { code: 'WITHDRAW_BELOW_PROMOTION_MIN', status: 422, params: { min: '4500.00' } }),
    );
  },
};

/** More than the provider's credit: refused before anything is sent, what was typed stays. */
export const OverCredit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillGclub(canvasElement, '5000');
    await userEvent.click(submit(canvas));
    const notEnough = errorMessage(i18n.t, { code: 'CREDIT_NOT_ENOUGH', status: 422, params: { balance: '3400.00' } });
    // With its unit: the balance is credit.
    await expect(notEnough).toMatch(/3\.400,00\sTHB/);
    await expectCreditError(canvasElement, notEnough);
    await expect(creditInput(canvasElement)).toHaveValue('5000');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('withdraw:pending.title') })).toBeNull();
  },
};

/** The codes about the credit itself: under the field. */
const CREDIT_CODES = ['CREDIT_NOT_ENOUGH', 'CREDIT_INCORRECT', 'AMOUNT_TOO_LOW', 'AMOUNT_TOO_HIGH', 'WITHDRAW_ALL_REQUIRED', 'WITHDRAW_BELOW_PROMOTION_MIN'];

/** Every error code of createWithdrawal (SPEC §8) with its status. */
const createErrors: Array<[string, number]> = [
  ['BANK_ACCOUNT_REQUIRED', 422],
  ['CREDIT_NOT_ENOUGH', 422],
  ['CREDIT_INCORRECT', 422],
  ['AMOUNT_TOO_LOW', 422],
  ['AMOUNT_TOO_HIGH', 422],
  ['WITHDRAW_ALL_REQUIRED', 422],
  ['WITHDRAW_BELOW_PROMOTION_MIN', 422],
  ['OPEN_ORDER', 409],
  ['RATE_UNAVAILABLE', 503],
  ['WITHDRAW_FAILED', 502],
  ['IDEMPOTENCY_KEY_REUSED', 422],
];

/** The server answers the error of the credit sent: 101 the first code, 102 the second ... */
const errorByCredit = http.post('/api/v2/withdrawals', async ({ request }) => {
  const { credit } = (await request.json()) as { credit: string };
  const [code, status] = createErrors[Number(credit) - 101] ?? ['INTERNAL_ERROR', 500];
  return HttpResponse.json({ code, message: code }, { status });
});

/** Each error code of the endpoint in turn: its catalogue text in the alert, and what was typed kept. */
export const ErrorCodes: Story = {
  parameters: { msw: { handlers: [errorByCredit] } },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await chooseGclub(canvas);
    for (const [index, [code]] of createErrors.entries()) {
      const credit = String(101 + index);
      await typeCredit(canvasElement, credit);
      await send(canvasElement);
      const expected = code === 'OPEN_ORDER' ? t('withdraw:openOrder') : e(code);
      // The credit's own refusals go under the credit; the others are the form's alert.
      if (CREDIT_CODES.includes(code)) await expectCreditError(canvasElement, expected);
      else await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(expected));
      await expect(creditInput(canvasElement)).toHaveValue(credit);
      // The answer closes the confirmation.
      await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    }
  },
};
