import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, t, withFrame } from '../stories/storyKit';
import { ReceiptScreen } from './ReceiptScreen';

const DEPOSIT = 'DP25031400251';
const WITHDRAWAL = 'WD25031400251';

const meta = {
  title: 'Screens/Receipt',
  component: ReceiptScreen,
  args: { kind: 'deposit', code: DEPOSIT },
  decorators: [withFrame],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: `/player/deposit/history/${DEPOSIT}` },
    scenario: ['signedIn', 'paidOrder'],
    docs: {
      description: {
        component:
          "One order's receipt (`/player/deposit/history/{code}`, `/player/withdraw/history/{code}`): ui's Receipt " +
          'with the order from GET /v2/deposits/{code} or /v2/withdrawals/{code}, the expected steps not reached ' +
          'yet as pending, save as image (a PNG drawn on the device, shared or downloaded) and report a problem ' +
          "(the agency's first support channel with the message written). A code that is not the player's is a " +
          'state of the page, not the error page.',
      },
    },
  },
} satisfies Meta<typeof ReceiptScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid deposit: created and paid with their times, the credit still pending. */
export const Found: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The loading state has the same heading: wait for the order itself.
    await expect(await canvas.findByText(DEPOSIT)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('receipt:title.deposit') })).toBeVisible();
    // The timeline's steps (the toast area is a list too).
    const steps = [...canvasElement.querySelectorAll<HTMLElement>('li[data-state]')];
    await expect(steps.map((s) => s.dataset.state)).toEqual(['done', 'done', 'pending']);
    await expect(steps[2]).toHaveTextContent(t('receipt:pending'));
    await expect(canvas.getByRole('button', { name: t('receipt:save') })).toBeVisible();
  },
};

/** Another player's code, or an unknown one: said on the page, with the way back to the history. */
export const NotFound: Story = {
  args: { code: 'DP00000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t('receipt:notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('receipt:back') })).toHaveAttribute('href', '/player/deposit/history');
  },
};

/** The order on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending(`/v2/deposits/${DEPOSIT}`, 'get')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ui:loading'))).toBeInTheDocument();
  },
};

/** A withdrawal being checked, and "Report a problem": the agency's WhatsApp with the message written. */
export const ReportProblem: Story = {
  name: 'Report a problem (prefilled)',
  args: { kind: 'withdrawal', code: WITHDRAWAL },
  parameters: { router: { initialPath: `/player/withdraw/history/${WITHDRAWAL}` }, scenario: ['signedIn', 'pendingWithdrawal'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('receipt:title.withdrawal') })).toBeVisible();
    const link = await canvas.findByRole('link', { name: new RegExp(t('receipt:report')) });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href') ?? '');
    await expect(href.origin).toBe('https://wa.me');
    // Nothing is sent: the link opens the chat with the text written, naming the order.
    await expect(href.searchParams.get('text')).toContain(WITHDRAWAL);
    await expect(href.searchParams.get('text')).toContain(t('common:provider.gclub'));
  },
};
