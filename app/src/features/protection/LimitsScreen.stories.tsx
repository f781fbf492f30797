import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, body, expectToast, networkMessage, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { LimitsScreen } from './LimitsScreen';

const meta = {
  title: 'Screens/Player/Protection/Limits',
  component: LimitsScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/responsible-gaming/limits' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Deposit limits (RTS 12): daily, weekly and monthly in kip, typed (empty: no limit), prefilled with the limits in ' +
          'force, each with what its window has used and left. Lower or new limits apply at once; a raise or removal waits ' +
          '24 hours (the old limit holds), shown with its date and a cancel that asks first. After a save the page says ' +
          'which happened, per limit.',
      },
    },
  },
} satisfies Meta<typeof LimitsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const PATH = '/v2/players/protection/limits';
/** As Testing Library reads the page: the no-break space before a unit is a space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const kip = (digits: string) => `${digits}\u00a0LAK`;
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('protection:limits.submit') });

async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('protection:limits.submit') }, { timeout: 8000 });
  return canvas;
}

async function retype(canvasElement: HTMLElement, name: string, value: string) {
  await userEvent.clear(field(canvasElement, name));
  if (value) await userEvent.type(field(canvasElement, name), value);
}

/**
 * Whether the submit button kept focus depends on whether its busy (disabled) state rendered before
 * the answer: no focus ring in the picture, whichever it was.
 */
async function noFocusRing(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector(':focus-visible')).toBeNull());
}

/** The limits as the agency holds them now (what the form's request did). */
async function agencyLimits() {
  const settings = (await (await fetch('/api/v2/players/protection')).json()) as {
    limits: { window: string; amount: string | null; pending: { amount: string | null; appliesAt: string } | null }[];
  };
  return Object.fromEntries(settings.limits.map((l) => [l.window, l]));
}

/** demo has no limit: three empty fields; a daily limit typed the Lao way applies at once, and the page says so. */
export const NothingSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    for (const name of ['daily', 'weekly', 'monthly']) await expect(field(canvasElement, name)).toHaveValue('');
    await userEvent.type(field(canvasElement, 'daily'), '1.000.000');
    await userEvent.click(submit(canvas));
    const said = t('protection:limits.result.now', { limit: t('protection:limits.name.daily'), amount: kip('1.000.000') });
    await expect(await canvas.findByText(plain(said))).toBeVisible();
    await expect(field(canvasElement, 'daily')).toHaveValue('1.000.000');
    await expect((await agencyLimits()).daily).toMatchObject({ amount: '1000000', pending: null });
    await noFocusRing(canvasElement);
  },
};

/**
 * careful's settings (the depositLimits scenario): daily 2,000,000 with 500,000 left and a raise to
 * 3,000,000 pending until 15/03 05:30. Cancelling asks first, then the raise is gone and the
 * daily limit stays; focus goes to the heading, the row being gone.
 */
export const PendingRaise: Story = {
  name: 'Limits with a pending raise: cancel it',
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(field(canvasElement, 'daily')).toHaveValue('2.000.000');
    await expect(field(canvasElement, 'weekly')).toHaveValue('5.000.000');
    const used = t('protection:limits.usage', { span: t('protection:windowSpan.daily'), used: kip('1.500.000'), remaining: kip('500.000') });
    await expect(canvas.getByText(plain(used))).toBeVisible();
    const pending = t('protection:limits.pending.raise', { amount: kip('3.000.000'), at: '15/03/2025 05:30', current: kip('2.000.000') });
    await expect(canvas.getByText(plain(pending))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('protection:limits.pending.cancel') }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: t('protection:limits.pending.cancelTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: t('protection:limits.pending.cancelConfirm') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText(plain(pending))).toBeNull();
    const done = t('protection:limits.pending.cancelled', { limit: t('protection:limits.name.daily'), current: kip('2.000.000') });
    await expectToast(canvasElement, plain(done));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect((await agencyLimits()).daily).toMatchObject({ amount: '2000000', pending: null });
  },
};

/** Keep the change: the dialog closes, nothing is sent, the raise is still pending. */
export const PendingRaiseKept: Story = {
  name: 'Limits with a pending raise: keep it',
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('protection:limits.pending.cancel') }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: t('protection:limits.pending.cancelTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: t('protection:limits.pending.keep') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByTestId('pending-change')).toBeVisible();
    await expect((await agencyLimits()).daily).toMatchObject({ pending: { amount: '3000000' } });
  },
};

/**
 * A raise of the weekly limit waits 24 hours (the field shows the limit in force again, the raise
 * pending under it); a new monthly limit in the same save applies at once.
 */
export const RaiseIsPending: Story = {
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await retype(canvasElement, 'weekly', '8000000');
    await retype(canvasElement, 'monthly', '12.000.000');
    await userEvent.click(submit(canvas));
    const weekly = t('protection:limits.name.weekly');
    const pending = t('protection:limits.result.pending', { limit: weekly, amount: kip('8.000.000'), at: '15/03/2025 09:30', current: kip('5.000.000') });
    await expect(await canvas.findByText(plain(pending))).toBeVisible();
    const now = t('protection:limits.result.now', { limit: t('protection:limits.name.monthly'), amount: kip('12.000.000') });
    await expect(canvas.getByText(plain(now))).toBeVisible();
    await expect(field(canvasElement, 'weekly')).toHaveValue('5.000.000');
    const row = t('protection:limits.pending.raise', { amount: kip('8.000.000'), at: '15/03/2025 09:30', current: kip('5.000.000') });
    await expect(canvas.getByText(plain(row))).toBeVisible();
    const limits = await agencyLimits();
    await expect(limits.weekly).toMatchObject({ amount: '5000000', pending: { amount: '8000000' } });
    await expect(limits.monthly).toMatchObject({ amount: '12000000', pending: null });
    await noFocusRing(canvasElement);
  },
};

/** Removing a limit (the field emptied) waits 24 hours too. */
export const RemovalIsPending: Story = {
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await retype(canvasElement, 'weekly', '');
    await userEvent.click(submit(canvas));
    const said = t('protection:limits.result.removePending', { limit: t('protection:limits.name.weekly'), at: '15/03/2025 09:30', current: kip('5.000.000') });
    await expect(await canvas.findByText(plain(said))).toBeVisible();
    await expect((await agencyLimits()).weekly).toMatchObject({ amount: '5000000', pending: { amount: null } });
    await noFocusRing(canvasElement);
  },
};

/** Not whole kip: the field says so, what was typed stays, nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(field(canvasElement, 'daily'), '12.5');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:limit.invalid'))).toBeVisible();
    await expect(field(canvasElement, 'daily')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, 'daily')).toHaveValue('12.5');
    await expect((await agencyLimits()).daily).toMatchObject({ amount: null });
  },
};

/** No answer from the agency: the form's alert, what was typed kept. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [answer.networkError(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(field(canvasElement, 'weekly'), '3000000');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(networkMessage());
    await expect(field(canvasElement, 'weekly')).toHaveValue('3000000');
    await noFocusRing(canvasElement);
  },
};

/** While the save is on its way: the button busy, no second send. */
export const Saving: Story = {
  parameters: { msw: { handlers: [answer.pending(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(field(canvasElement, 'daily'), '500000');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(submit(canvas)).toBeDisabled();
  },
};
