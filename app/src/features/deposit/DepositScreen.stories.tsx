import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessage, i18n } from '@dokkham/i18n';
import { http, HttpResponse } from 'msw';
import { noBankAccountStory } from '../bank/noBankAccountStory';
import { answer, e, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { amount, body, formReady, qrDialog, submit, typeAmount } from './depositStoryKit';
import { DepositScreen } from './DepositScreen';

const meta = {
  title: 'Screens/Deposit/Deposit',
  component: DepositScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  // Each state needs its own scenario: no docs page mixing them.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/deposit' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Deposit (SPEC §5, §7, §9): without a bank account a link to add one; with an open order that order ' +
          '(resume its QR); else the form: provider with its credit, payment method (enabled LAK methods, one per MID), ' +
          "amount within the method's limits with the agency's quick amounts, and the credit preview of the money " +
          'module. Submit creates the order and opens the QR dialog, which watches the order until it is paid. ' +
          'demo has no deposit limit: the offer to set one is above the form (limits, breaks: Deposit limits).',
      },
    },
  },
} satisfies Meta<typeof DepositScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** newbie has no bank account: only the way to add one. */
export const NoBankAccount: Story = noBankAccountStory('deposit');

/** The form as demo first sees it: the four providers with their credit, the methods, the amount. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    // One per MID, LAK only, enabled only.
    const methods = within(canvas.getByRole('combobox', { name: new RegExp(t('deposit:form.method')) })).getAllByRole('option');
    await expect(methods.map((o) => o.textContent)).toEqual(['BCEL One', 'LDB Trust QR', 'APB QR']);
  },
};

/**
 * Under the method's minimum (50,000 kip for BCEL One): refused before anything is sent, on the
 * field (with its unit), what was typed stays; the error follows the value and clears once it is valid.
 */
export const AmountTooLow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    // Empty: the field says so, and only that.
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:amount.required'))).toBeVisible();
    await expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await typeAmount(canvasElement, '49999');
    const message = errorMessage(i18n.t, { code: 'AMOUNT_TOO_LOW', status: 422, params: { min: '50000' }, endpoint: 'createDeposit' });
    await expect(message).toMatch(/50\.000\sLAK/);
    // As Testing Library reads the page (the no-break space before the unit collapsed).
    const tooLow = message.replace(/\s+/g, ' ');
    await waitFor(() => expect(canvas.getByText(tooLow)).toBeVisible());
    await expect(canvas.queryByText(v('validation:amount.required'))).toBeNull();
    await userEvent.click(submit(canvas));
    await expect(canvas.getByText(tooLow)).toBeVisible();
    await expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(amount(canvasElement)).toHaveValue('49.999');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // A valid amount: the error is gone at once.
    await typeAmount(canvasElement, '150000');
    await waitFor(() => expect(canvas.queryByText(tooLow)).toBeNull());
    await expect(amount(canvasElement)).not.toHaveAttribute('aria-invalid');
    // Too low again, shown again as it is typed.
    await typeAmount(canvasElement, '10000');
    await waitFor(() => expect(canvas.getByText(tooLow)).toBeVisible());
  },
};

/** SLOT50 in use on askmebet (credit 8,000, not below its threshold): the amount is locked and the deposit refused. */
export const PromotionInUse: Story = {
  parameters: { scenario: 'promotionInUse' },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: /AskMeBet/ })).toBeChecked();
    await typeAmount(canvasElement, '680000');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** An open order: coming back shows it (resume its QR) instead of the form. */
export const OpenOrder: Story = {
  parameters: { scenario: 'openOrder' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('deposit:openOrder.title') }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('deposit:form.submit') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit:openOrder.view') }));
    await qrDialog(canvasElement);
    await waitFor(() => expect(body(canvasElement).getByRole('img', { name: /.+/ })).toBeVisible());
  },
};

async function createOrder(canvasElement: HTMLElement, value = '680000') {
  const canvas = await formReady(canvasElement);
  await typeAmount(canvasElement, value);
  await userEvent.click(submit(canvas));
  return qrDialog(canvasElement);
}

/** Submit creates the order and opens its QR. */
export const QrAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createOrder(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: t('deposit:qr.paid') })).toBeVisible());
  },
};

/** Escape closes the QR: focus goes back into the page (what opened it, or the page's heading), never to <body>. */
export const QrClosedKeepsFocus: Story = {
  name: 'QR closed: focus back in the page',
  play: async ({ canvasElement }) => {
    const dialog = await createOrder(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: t('deposit:qr.paid') })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await expect(canvasElement.contains(document.activeElement)).toBe(true);
  },
};

const createErrors: Array<[string, number]> = [
  ['BANK_ACCOUNT_REQUIRED', 422],
  ['PAYMENT_METHOD_DISABLED', 422],
  ['AMOUNT_TOO_LOW', 422],
  ['AMOUNT_TOO_HIGH', 422],
  ['AMOUNT_MUST_EQUAL_PROMOTION', 422],
  ['PROMOTION_CREDIT_USED', 422],
  ['OPEN_ORDER', 409],
  ['RATE_UNAVAILABLE', 422],
  ['DEPOSIT_FAILED', 502],
  ['IDEMPOTENCY_KEY_REUSED', 409],
];

/** The codes the agency answers about the amount itself: shown under the field, not in the form's alert. */
const AMOUNT_CODES = ['AMOUNT_TOO_LOW', 'AMOUNT_TOO_HIGH', 'AMOUNT_MUST_EQUAL_PROMOTION'];

function errorStory(code: string, status: number): Story {
  return {
    name: `Error ${code}`,
    parameters: { msw: { handlers: [answer.error('/v2/deposits', code, status)] } },
    play: async ({ canvasElement }) => {
      const canvas = await formReady(canvasElement);
      await typeAmount(canvasElement, '680000');
      await userEvent.click(submit(canvas));
      if (AMOUNT_CODES.includes(code)) {
        // The amount's own refusal goes under the amount.
        await waitFor(() => expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
        await expect(canvas.getByText(e(code))).toBeVisible();
      } else await expect(await canvas.findByRole('alert')).toHaveTextContent(e(code));
      // What was typed stays.
      await expect(amount(canvasElement)).toHaveValue('680.000');
    },
  };
}

export const ErrorOpenOrder = errorStory(...createErrors[6]!);
export const ErrorDepositFailed = errorStory(...createErrors[8]!);

export const ErrorBankAccountRequired = errorStory(...createErrors[0]!);
export const ErrorPaymentMethodDisabled = errorStory(...createErrors[1]!);
export const ErrorAmountTooLow = errorStory(...createErrors[2]!);
export const ErrorAmountTooHigh = errorStory(...createErrors[3]!);
export const ErrorAmountMustEqualPromotion = errorStory(...createErrors[4]!);
export const ErrorPromotionCreditUsed = errorStory(...createErrors[5]!);
export const ErrorRateUnavailable = errorStory(...createErrors[7]!);
export const ErrorIdempotencyKeyReused = errorStory(...createErrors[9]!);

/**
 * The mock bank pays (its control endpoint) while the QR is shown, and 'I have paid' finds it paid:
 * the success state. (The story suite freezes the clock, so the
 * dialog's own 3 s poll, which does the same without a click, is covered by e2e/deposit.spec.ts.)
 */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createOrder(canvasElement);
    const open = (await (await fetch('/api/v2/deposits/open')).json()) as { orders: { code: string }[] };
    const code = open.orders[0]?.code;
    await expect(code).toBeTruthy();
    await fetch(`/api/__mock/deposits/${code}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'SUCCESS' }),
    });
    await userEvent.click(await dialog.findByRole('button', { name: t('deposit:qr.paid') }));
    const success = await body(canvasElement).findByRole('dialog', { name: t('deposit:qr.successTitle') }, { timeout: 10000 });
    await expect(within(success).queryByRole('button', { name: t('deposit:qr.paid') })).toBeNull();
    // The dialog's scroll follows focus (the button that was clicked is gone): the top, for a stable picture.
    for (const el of [success, ...success.querySelectorAll<HTMLElement>('*')]) if (el.scrollTop) el.scrollTop = 0;
    await waitFor(() => expect(success.scrollTop).toBe(0));
  },
};

/**
 * The QR of the open order has expired (the server's expiresAt is not after its serverTime): the
 * dialog is named so, the countdown says so, there is no code left to scan, and it offers a new
 * order instead of the QR's actions.
 */
export const QrExpired: Story = {
  parameters: {
    scenario: 'openOrder',
    msw: {
      handlers: [
        http.get('/api/v2/deposits/:code/qr', ({ params }) =>
          HttpResponse.json({
            code: String(params.code),
            payload: '00020101021238670016A00526628466257701082771041802030010324DP2611250021752045812530341854061200005802LA5907DOKKHAM6009VIENTIANE6304ABCD',
            amount: '120000',
            currency: 'LAK',
            merchantName: 'DOKKHAM',
            bankCode: 'BCEL',
            status: 'OPEN',
            // Past by the page's clock and by the server's (the story suite freezes Date).
            expiresAt: new Date(Date.now() - 5000).toISOString(),
            serverTime: new Date(Date.now()).toISOString(),
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('deposit:openOrder.view') }, { timeout: 8000 }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: t('deposit:qr.expired') }, { timeout: 8000 }));
    // The countdown (role timer) says so, and no code is drawn.
    await expect(dialog.getByRole('timer')).toHaveTextContent(t('deposit:qr.expired'));
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(dialog.getByRole('button', { name: t('deposit:qr.newOrder') })).toBeInTheDocument();
    // Where focus lands while the QR loads varies: no focus ring in the picture, and the sheet's
    // scroll (which follows focus) back at its top.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector(':focus-visible')).toBeNull());
    const sheet = body(canvasElement).getByRole('dialog');
    for (const el of [sheet, ...sheet.querySelectorAll<HTMLElement>('*')]) if (el.scrollTop) el.scrollTop = 0;
    await waitFor(() => expect([sheet, ...sheet.querySelectorAll<HTMLElement>('*')].every((el) => el.scrollTop === 0)).toBe(true));
    // The sheet has slid in all the way (its last frame, not one a pixel short).
    await Promise.all(sheet.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
  },
};

/** `?provider=gclub` (e.g. a game's 'please deposit' link) preselects that provider. */
export const ProviderPreselected: Story = {
  args: { provider: 'gclub' },
  parameters: { router: { initialPath: '/player/deposit?provider=gclub' } },
  play: async ({ canvasElement }) => {
    await formReady(canvasElement);
    await expect(canvasElement.querySelector<HTMLInputElement>('input[name="provider"][value="gclub"]')).toBeChecked();
  },
};

/**
 * FIX300 in use on gclub (credit 0, below its threshold) sets the amount: the field is filled with
 * its set amount (680,000 kip) and locked, and its hint says why, so the player cannot send another.
 */
export const PromotionAmountLocked: Story = {
  parameters: { scenario: ['signedIn', 'promotionSetAmount'] },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await expect(canvasElement.querySelector<HTMLInputElement>('input[name="provider"][value="gclub"]')).toBeChecked();
    await waitFor(() => expect(amount(canvasElement)).toHaveValue('680.000'));
    await expect(amount(canvasElement)).toBeDisabled();
    const why = t('deposit:form.promotionAmount', { amount: '' }).replace(/[:：]?\s*$/, '');
    await expect(canvas.getByText(new RegExp(why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeVisible();
  },
};
