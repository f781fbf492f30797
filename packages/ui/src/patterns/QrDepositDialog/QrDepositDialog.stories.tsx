import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { ChatIcon } from '../../primitives/icons/icons';
import { navigate, StoryLinks, textRe, tr } from '../../stories/fixtures';
import { QrDepositDialog, type QrDepositDialogProps } from './QrDepositDialog';

/** A real Lao QR (EMVCo, valid CRC) as the mock backend makes it: 200.000 LAK to DOKKHAM VT. */
const PAYLOAD =
  '00020101021238640016A00526628466257701082771041802030010321DKD2503140001QR00000152045816530341854062000005802LA' +
  '5910DOKKHAM VT6009VIENTIANE62490114DKD250314000100514DKD250314000100709DOKKHAM0163045DD9';

/** The story's server clock: Friday 14 March 2025, 09:30 in Vientiane; the QR expires 15 minutes later. */
const SERVER_NOW = Date.parse('2025-03-14T02:30:00.000Z');
const EXPIRES_AT = '2025-03-14T02:45:00.000Z';

/**
 * A controlled clock for the countdown: the dialog reads `now` from it and play functions move it,
 * so the countdown is deterministic (no timers, no Date.now).
 */
const clock = (() => {
  let now = SERVER_NOW;
  const listeners = new Set<() => void>();
  return {
    get: () => now,
    set(value: number) {
      now = value;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

function Clocked(args: QrDepositDialogProps) {
  const now = useSyncExternalStore(clock.subscribe, clock.get);
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {tr('deposit:openOrder.view')}
      </Button>
      <QrDepositDialog
        {...args}
        now={now}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Deposit/QrDepositDialog',
  component: QrDepositDialog,
  args: {
    open: true,
    code: 'DKD25031400010',
    payload: PAYLOAD,
    amount: '200000',
    credit: '322.58',
    status: 'OPEN',
    expiresAt: EXPIRES_AT,
    serverTime: '2025-03-14T02:30:00.000Z',
    merchantName: 'DOKKHAM VT',
    onOpenChange: fn(),
    onCopyCode: fn(async () => undefined),
    onRecheck: fn(),
    onNewOrder: fn(),
    onCancelOrder: fn(async () => undefined),
    onExpire: fn(),
  },
  beforeEach: () => {
    clock.set(SERVER_NOW);
  },
  render: (args) => <Clocked {...args} />,
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 900 },
      description: {
        component:
          'The deposit QR of an open order (SPEC §2, §4). The QR is drawn as SVG from the EMVCo payload (black on white ' +
          'whatever the theme, with the quiet zone). The amount to pay in LAK is the largest text; the credit in THB, ' +
          'the order code with **Copy** ("Copied" feedback, announced) and the status follow. The **countdown** runs ' +
          "from the server's `expiresAt` offset by `serverTime` (never the device clock), turns amber in the last " +
          'minute, stops at zero and offers **New order**. Once the order can no longer be paid (expired, paid, ' +
          'credited, cancelled, failed) there is **no QR at all**, not a dimmed one (a dimmed code still decodes): ' +
          'its place says what happened and the next step, and so do the title and description. **Save QR image** downloads a PNG for paying ' +
          'from a banking app on the same phone. **I have paid** asks for a recheck (`rechecking`, then `notPaid` when ' +
          'nothing arrived). **Cancel order** first warns to check the payment and to contact staff if already paid. ' +
          'Lazy-load it (`React.lazy(() => import("@dokkham/ui/QrDepositDialog"))`): it carries the QR encoder. ' +
          'Stories freeze time with the `now` prop.',
      },
    },
  },
} satisfies Meta<typeof QrDepositDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: tr('deposit:qr.title') });

const qrImage = (d: HTMLElement) => within(d).queryByRole('img', { name: tr('deposit:qr.alt', { code: 'DKD25031400010' }) });

/** An order that can no longer be paid: no code to scan anywhere in the dialog, nothing to save. */
async function noQr(d: HTMLElement) {
  await expect(qrImage(d)).toBeNull();
  // Nothing drawn that a scanner could read: icons are small, a QR is not.
  const drawn = [...d.querySelectorAll('svg, canvas, img')].filter((el) => el.getBoundingClientRect().width > 64);
  await expect(drawn).toEqual([]);
  await expect(within(d).queryByRole('button', { name: tr('deposit:qr.saveImage') })).toBeNull();
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once fonts are loaded and the element's scroll height has not changed for 5 frames. */
async function stableHeight(el: HTMLElement) {
  await document.fonts.ready;
  for (let last = -1, same = 0; same < 5; await frame()) {
    same = el.scrollHeight === last ? same + 1 : 0;
    last = el.scrollHeight;
  }
}

export const Open: Story = {
  name: 'Open order',
  play: async () => {
    const d = await dialog();
    // Visible once the opening animation has run.
    await waitFor(() => expect(within(d).getByRole('img', { name: tr('deposit:qr.alt', { code: 'DKD25031400010' }) })).toBeVisible());
    await expect(d).toHaveTextContent(textRe('200.000 LAK'));
    await expect(d).toHaveTextContent(textRe('322,58 THB'));
    await expect(within(d).getByRole('timer')).toHaveTextContent(tr('deposit:qr.expiresIn', { time: '15:00' }));
    await expect(within(d).getByText(tr('status:order.OPEN'))).toBeInTheDocument();
  },
};

export const CountingDown: Story = {
  name: 'Counting down (last minute)',
  play: async () => {
    clock.set(Date.parse(EXPIRES_AT) - 42_000);
    const d = await dialog();
    await expect(within(d).getByRole('timer')).toHaveTextContent(tr('deposit:qr.expiresIn', { time: '00:42' }));
  },
};

export const ReachesZero: Story = {
  name: 'Countdown reaches zero (controlled clock)',
  play: async ({ args }) => {
    const d = await dialog();
    const timer = within(d).getByRole('timer');
    clock.set(Date.parse(EXPIRES_AT) - 2_000);
    await waitFor(() => expect(timer).toHaveTextContent(tr('deposit:qr.expiresIn', { time: '00:02' })));
    clock.set(Date.parse(EXPIRES_AT) - 1_000);
    await waitFor(() => expect(timer).toHaveTextContent(tr('deposit:qr.expiresIn', { time: '00:01' })));
    await expect(args.onExpire).not.toHaveBeenCalled();
    clock.set(Date.parse(EXPIRES_AT));
    await waitFor(() => expect(timer).toHaveTextContent(tr('deposit:qr.expired')));
    await expect(args.onExpire).toHaveBeenCalledOnce();
    // The code is gone the moment it stops being payable; the title says so.
    await noQr(d);
    await expect(d).toHaveAccessibleName(tr('deposit:qr.expired'));
    await expect(d).toHaveAccessibleDescription(tr('deposit:qr.nextNewOrder'));
    // It stops: later time changes nothing, and the expiry is reported once.
    clock.set(Date.parse(EXPIRES_AT) + 30_000);
    await expect(timer).toHaveTextContent(tr('deposit:qr.expired'));
    await expect(args.onExpire).toHaveBeenCalledOnce();
    // The expired layout can still grow a line for a few frames (late font faces of the script):
    // wait until it stops, so the focus scroll of the click below always lands at the same place.
    await stableHeight(d);
    const newOrder = within(d).getByRole('button', { name: tr('deposit:qr.newOrder') });
    await userEvent.click(newOrder);
    await expect(args.onNewOrder).toHaveBeenCalledOnce();
    await expect(newOrder).toHaveFocus();
  },
};

export const Expired: Story = {
  args: { expiresAt: '2025-03-14T02:29:00.000Z' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: tr('deposit:qr.expired') });
    await expect(within(d).getByRole('timer')).toHaveTextContent(tr('deposit:qr.expired'));
    await noQr(d);
    await expect(d).toHaveTextContent(tr('deposit:qr.nextNewOrder'));
    await expect(within(d).getByRole('button', { name: tr('deposit:qr.newOrder') })).toBeInTheDocument();
  },
};

export const CopyCode: Story = {
  name: 'Copy the order code',
  play: async ({ args }) => {
    const d = await dialog();
    const copy = within(d).getByRole('button', { name: tr('deposit:qr.copy') });
    await expect(copy).toHaveAccessibleDescription(tr('deposit:qr.orderCode'));
    await userEvent.click(copy);
    await expect(args.onCopyCode).toHaveBeenCalledWith('DKD25031400010');
    await waitFor(() => expect(copy).toHaveAccessibleName(tr('deposit:qr.copied')));
    await expect(within(d).getAllByRole('status')[0]).toHaveTextContent(tr('deposit:qr.copied'));
  },
};

export const SaveImage: Story = {
  name: 'Save QR image (PNG download)',
  play: async () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const d = await dialog();
      await userEvent.click(within(d).getByRole('button', { name: tr('deposit:qr.saveImage') }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('dokkham-DKD25031400010.png');
      await expect(link.href).toMatch(/^blob:/);
    } finally {
      click.mockRestore();
    }
  },
};

export const Rechecking: Story = {
  name: 'I have paid: checking',
  args: { rechecking: true },
  play: async ({ args }) => {
    const d = await dialog();
    const paid = within(d).getByRole('button', { name: tr('deposit:qr.paid') });
    await expect(paid).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(paid);
    await expect(args.onRecheck).not.toHaveBeenCalled();
    await expect(d).toHaveTextContent(tr('deposit:qr.checking'));
  },
};

export const NotPaidYet: Story = {
  name: 'Not paid yet',
  args: { notPaid: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d).toHaveTextContent(tr('deposit:qr.notPaid'));
    await userEvent.click(within(d).getByRole('button', { name: tr('deposit:qr.paid') }));
    await expect(args.onRecheck).toHaveBeenCalledOnce();
  },
};

export const CancelConfirm: Story = {
  name: 'Cancel: warning first',
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: tr('deposit:qr.cancel') }));
    const confirm = await screen.findByRole('alertdialog', { name: tr('deposit:qr.cancelTitle') });
    await expect(confirm).toHaveAccessibleDescription(tr('deposit:qr.cancelWarning'));
    // The safe choice has focus: keep the order.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: tr('deposit:qr.keep') })).toHaveFocus());
    await expect(args.onCancelOrder).not.toHaveBeenCalled();
  },
};

export const CancelConfirmed: Story = {
  name: 'Cancel confirmed',
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: tr('deposit:qr.cancel') }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: tr('deposit:qr.cancelConfirm') }));
    await expect(args.onCancelOrder).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Paid: Story = {
  name: 'Paid (credit on its way)',
  args: { status: 'PAID' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: tr('deposit:qr.paidTitle') });
    await noQr(d);
    await expect(d).toHaveAccessibleDescription(tr('deposit:qr.paidNotice'));
    await expect(d).toHaveTextContent(tr('deposit:qr.paidNotice'));
    await expect(within(d).queryByRole('timer')).toBeNull();
    await expect(within(d).queryByRole('button', { name: tr('deposit:qr.cancel') })).toBeNull();
  },
};

export const Success: Story = {
  args: { status: 'SUCCESS' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: tr('deposit:qr.successTitle') });
    await noQr(d);
    await expect(d).toHaveTextContent(textRe(tr('deposit:qr.success', { value: '322,58 THB' })));
  },
};

/** Credited: the way to the order's receipt, and "Report a problem" (the app's link to the agency). */
export const SuccessWithReceipt: Story = {
  name: 'Success, with its receipt and report a problem',
  args: {
    status: 'SUCCESS',
    receiptHref: '/player/deposit/history/DKD25031400010',
  },
  // The link's text is built at render time, in the story's language.
  render: (args) => (
    <StoryLinks>
      <Clocked
        {...args}
        reportProblem={
          <LinkButton href="https://wa.me/8562055512345?text=DKD25031400010" external variant="secondary" fullWidth icon={<ChatIcon />}>
            {tr('receipt:report')}
          </LinkButton>
        }
      />
    </StoryLinks>
  ),
  play: async () => {
    const d = await screen.findByRole('dialog', { name: tr('deposit:qr.successTitle') });
    const report = within(d).getByRole('link', { name: textRe(tr('receipt:report')) });
    await expect(report).toHaveAttribute('href', expect.stringContaining('https://wa.me/'));
    await expect(report).toHaveAttribute('target', '_blank');
    await userEvent.click(within(d).getByRole('link', { name: tr('receipt:view') }));
    await expect(navigate).toHaveBeenLastCalledWith('/player/deposit/history/DKD25031400010');
  },
};

export const Canceled: Story = {
  args: { status: 'CANCELED' },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: tr('deposit:qr.canceled') });
    await noQr(d);
    await expect(d).toHaveTextContent(tr('deposit:qr.nextNewOrder'));
    await userEvent.click(within(d).getByRole('button', { name: tr('deposit:qr.newOrder') }));
    await expect(args.onNewOrder).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { status: 'FAILED' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: tr('deposit:qr.cannotDeposit') });
    await noQr(d);
    await expect(d).toHaveAccessibleDescription(tr('deposit:qr.nextNewOrder'));
    await expect(within(d).getByRole('button', { name: tr('deposit:qr.newOrder') })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: focus trapped, Escape closes, focus restored',
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: tr('deposit:openOrder.view') });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    for (let i = 0; i < 10; i++) {
      await userEvent.tab();
      await expect(d.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
