import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessage, i18n } from '@dokkham/i18n';
import { answer, e, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { amount, body, formReady, qrDialog, submit, typeAmount } from './depositStoryKit';
import { DepositScreen } from './DepositScreen';

const meta = {
  title: 'Screens/Deposit/Deposit limits',
  component: DepositScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/deposit' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          "The deposit page and the player's protection: what the deposit limit leaves, beside the amount; an amount " +
          'over it refused on the field before anything is sent (the money module\'s rule, the agency\'s too); the limit ' +
          'reached (and when it frees up); a break or self-exclusion instead of the form; the offer to set a limit to a ' +
          'player with none.',
      },
    },
  },
} satisfies Meta<typeof DepositScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As Testing Library reads the page: the no-break space before a unit is a space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const hub = () => t('deposit:limit.settings');

async function openOrders(): Promise<unknown[]> {
  return ((await (await fetch('/api/v2/deposits/open')).json()) as { orders: unknown[] }).orders;
}

/** Daily limit 2,000,000 with 1,500,000 used: beside the amount, what is left today; no offer to set a limit. */
export const Allowance: Story = {
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    const left = t('deposit:limit.allowance.daily', { amount: '500.000\u00a0LAK' });
    await expect(canvas.getByText(plain(left))).toBeVisible();
    // Read with the amount (its description), not only seen near it.
    const ids = (amount(canvasElement).getAttribute('aria-describedby') ?? '').split(' ');
    const described = ids.map((id) => canvasElement.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
    await expect(plain(described)).toContain(plain(left));
    await expect(canvas.queryByTestId('limit-prompt')).toBeNull();
    await expect(canvas.getByRole('link', { name: hub() })).toHaveAttribute('href', '/player/responsible-gaming');
  },
};

/** 600,000 with 500,000 left: refused on the field, with what is left, before anything is sent; what was typed stays. */
export const OverAllowance: Story = {
  name: 'Amount over the allowance',
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await typeAmount(canvasElement, '600000');
    await userEvent.click(submit(canvas));
    const refusal = errorMessage(i18n.t, { code: 'DEPOSIT_LIMIT_EXCEEDED', status: 422, params: { remaining: '500000', window: 'daily' }, endpoint: 'createDeposit' });
    await expect(refusal).toMatch(/500\.000\sLAK/);
    await expect(await canvas.findByText(plain(refusal))).toBeVisible();
    await expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(amount(canvasElement)).toHaveValue('600.000');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(await openOrders()).toEqual([]);
    // Within the allowance: the error goes as it is typed.
    await typeAmount(canvasElement, '500000');
    await waitFor(() => expect(canvas.queryByText(plain(refusal))).toBeNull());
  },
};

/** The agency refuses (its limits are the ones that count): the refusal is the amount's, under it. */
export const AgencyRefusal: Story = {
  name: 'Error DEPOSIT_LIMIT_EXCEEDED',
  parameters: { msw: { handlers: [answer.error('/v2/deposits', 'DEPOSIT_LIMIT_EXCEEDED', 422)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    await typeAmount(canvasElement, '680000');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(e('DEPOSIT_LIMIT_EXCEEDED'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(amount(canvasElement)).toHaveValue('680.000');
  },
};

/** All of the daily 500,000 used two hours ago: the page says so and from when (15/03 07:30); no deposit can be sent. */
export const LimitReached: Story = {
  parameters: { scenario: ['signedIn', 'limitReached'] },
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    const note = within(canvas.getByTestId('limit-reached'));
    await expect(note.getByText(t('deposit:limit.reached.title'))).toBeVisible();
    await expect(note.getByText(t('deposit:limit.reached.daily'))).toBeVisible();
    // From the history: the 500,000 deposited two hours ago leaves the last 24 hours at 07:30 tomorrow.
    await expect(await note.findByText(t('deposit:limit.reached.freesAt', { at: '15/03/2025 07:30' }))).toBeVisible();
    await expect(submit(canvas)).toBeDisabled();
    await expect(canvas.queryByTestId('deposit-allowance')).toBeNull();
  },
};

/** On a break: the notice with its end instead of the form (withdrawing stays open); no offer, no form. */
export const OnBreak: Story = {
  parameters: { scenario: ['signedIn', 'onBreak'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = within(await canvas.findByTestId('restriction-notice', {}, { timeout: 8000 }));
    await expect(notice.getByRole('heading', { name: t('protection:restricted.BREAK.title') })).toBeVisible();
    await expect(notice.getByRole('link', { name: t('protection:restricted.withdraw') })).toHaveAttribute('href', '/player/withdraw');
    await expect(canvas.queryByRole('button', { name: t('deposit:form.submit') })).toBeNull();
    await expect(canvas.queryByTestId('limit-prompt')).toBeNull();
  },
};

/** An order opened before the break can still be shown (paid or cancelled): its card under the notice, its QR. */
export const OnBreakWithOpenOrder: Story = {
  name: 'On break with an open order',
  parameters: { scenario: ['signedIn', 'onBreak', 'openOrder'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('restriction-notice', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: t('deposit:openOrder.view') }));
    const dialog = await qrDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: t('deposit:qr.paid') })).toBeVisible());
    await waitFor(() => expect(body(canvasElement).getByRole('img', { name: /.+/ })).toBeVisible());
  },
};

/**
 * demo has no limit: the offer to set one, above the form. "Not now" hides it, remembered for this
 * player (asked again after 30 days: limitPrompt.test.ts); focus goes to the heading.
 */
export const LimitPrompt: Story = {
  name: 'No limit: the offer, and "Not now"',
  play: async ({ canvasElement }) => {
    const canvas = await formReady(canvasElement);
    const prompt = within(canvas.getByTestId('limit-prompt'));
    await expect(prompt.getByRole('heading', { name: t('deposit:limitPrompt.title') })).toBeVisible();
    await expect(prompt.getByRole('link', { name: t('deposit:limitPrompt.set') })).toHaveAttribute('href', '/player/responsible-gaming/limits');
    await userEvent.click(prompt.getByRole('button', { name: t('deposit:limitPrompt.later') }));
    await waitFor(() => expect(canvas.queryByTestId('limit-prompt')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    const saved = Object.keys(localStorage).filter((key) => key.startsWith('dokkham:limitPrompt:'));
    await expect(saved).toHaveLength(1);
    // The form is untouched.
    await expect(submit(canvas)).toBeEnabled();
  },
};
