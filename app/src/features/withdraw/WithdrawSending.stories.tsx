import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '@dokkham/i18n';
import { answer, later, t } from '../stories/storyKit';
import { ORDER_POLL_MS } from '../orders/pollPolicy';
import { confirmation, decideOpen, expectWaiting, fillGclub, flat, send, withdrawPage, withdrawParameters } from './withdrawStoryKit';

/** A withdrawal from the confirmed submit to its outcome; the form itself: WithdrawScreen.stories.tsx. */
const meta = {
  ...withdrawPage,
  title: 'Screens/Withdraw/Withdraw sending',
  tags: ['!autodocs'],
  parameters: {
    ...withdrawParameters,
    docs: {
      description: {
        component:
          'Withdraw, once the player confirms: the confirmation busy until the answer (sent once, however often ' +
          "tapped), then 'please wait, your request is being checked' with the live status of that withdrawal, " +
          'until the staff approve (the value received) or reject it; found again on return or reload.',
      },
    },
  },
} satisfies Meta<typeof withdrawPage.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sending: the confirmation stays open and busy until the answer comes (a second tap lands on the busy
 * button, not on what a closed sheet would uncover), the form's button is busy too, nothing is sent twice.
 */
export const Pending: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/withdrawals')] } },
  play: async ({ canvasElement }) => {
    await fillGclub(canvasElement);
    await send(canvasElement);
    const dialog = await confirmation(canvasElement);
    const yes = within(dialog).getByRole('button', { name: t('withdraw:confirm.submit') });
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    // The form's own button, behind the modal (hidden from the accessibility tree meanwhile).
    await expect(canvasElement.querySelector('form button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(yes);
    // Not dismissible while the request is out (still open, and shown once any frame of its animation has passed).
    await userEvent.keyboard('{Escape}');
    const still = await confirmation(canvasElement);
    await expect(still).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(still).toBeVisible());
  },
};

/** Sent: 'please wait, your request is being checked' with the live status of that withdrawal. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillGclub(canvasElement);
    await send(canvasElement);
    await expectWaiting(canvasElement);
    await expect(canvas.getAllByText(flat(formatMoney('640000', 'LAK')))[0]).toBeVisible();
  },
};

/** A double click asks once and makes one withdrawal (one pending guard, one Idempotency-Key). */
export const DoubleClick: Story = {
  play: async ({ canvasElement }) => {
    await fillGclub(canvasElement);
    await send(canvasElement, 'dblClick');
    await expectWaiting(canvasElement);
    const page = (await (await fetch('/api/v2/withdrawals?status=OPEN')).json()) as { total: number };
    await expect(page.total).toBe(1);
  },
};

/** The staff approve while the player waits: success with the value, without a click; the credit is refetched. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillGclub(canvasElement);
    await send(canvasElement);
    await expectWaiting(canvasElement);
    await decideOpen('SUCCESS');
    // The next poll of the waiting state, without waiting for it.
    later(ORDER_POLL_MS);
    await expect(await canvas.findByRole('heading', { name: t('withdraw:successTitle') })).toBeVisible();
    await expect(canvas.getByText(flat(t('withdraw:success', { value: formatMoney('640000', 'LAK') })))).toBeVisible();
  },
};

/** After a success, 'new withdrawal' shows the form with the credit refetched (3,400 - 1,000). */
export const NewAfterApproved: Story = {
  play: async ({ canvasElement }) => {
    await Approved.play!({ canvasElement } as never);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:result.newWithdrawal') }));
    // The provider's credit describes its radio (ProviderPicker).
    await waitFor(() => expect(canvas.getByRole('radio', { name: /GClub\b(?! Live)/i })).toHaveAccessibleDescription(/2\.400,00/));
  },
};

/** The staff reject: 'withdrawal rejected' on the screen, the credit given back. */
export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillGclub(canvasElement);
    await send(canvasElement);
    await expectWaiting(canvasElement);
    await decideOpen('REJECTED');
    later(ORDER_POLL_MS);
    await expect(await canvas.findByRole('heading', { name: t('withdraw:rejected') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('withdraw:result.rejectedText'));
  },
};

/** Coming back (or reloading) with a withdrawal being checked: that state, not the form. */
export const OpenOnReturn: Story = {
  parameters: { scenario: ['signedIn', 'pendingWithdrawal'] },
  play: async ({ canvasElement }) => {
    await expectWaiting(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: t('withdraw:form.submit') })).toBeNull();
  },
};
