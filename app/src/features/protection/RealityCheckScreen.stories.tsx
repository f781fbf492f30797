import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, body, expectToast, networkMessage, noFocusRing, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { RealityCheckScreen } from './RealityCheckScreen';

const meta = {
  title: 'Screens/Player/Protection/Reality check',
  component: RealityCheckScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/responsible-gaming/reality-check' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'The reality check (RTS 13): off, 15, 30, 60 or 120 minutes, the one in force checked. A shorter interval ' +
          'applies at once; a longer one, or off, after 24 hours, shown with its date and a cancel that asks first.',
      },
    },
  },
} satisfies Meta<typeof RealityCheckScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const PATH = '/v2/players/protection/reality-check';
const option = (value: string) => t(`protection:realityCheckOption.${value}`);
const radio = (root: HTMLElement, value: string) => root.querySelector<HTMLInputElement>(`input[name="realityCheckMinutes"][value="${value}"]`)!;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('protection:realityCheck.submit') });

async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('protection:realityCheck.submit') }, { timeout: 8000 });
  return canvas;
}


async function agencyRealityCheck() {
  const settings = (await (await fetch('/api/v2/players/protection')).json()) as {
    realityCheck: { minutes: number | null; pending: { minutes: number | null; appliesAt: string } | null };
  };
  return settings.realityCheck;
}

/** demo has it off: every 15 minutes is shorter, so it applies now and is the one checked. */
export const OffToFifteen: Story = {
  name: 'Off to 15 minutes: applies now',
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(radio(canvasElement, 'off')).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: option('15') }));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(t('protection:realityCheck.result.now', { option: option('15') }))).toBeVisible();
    await expect(radio(canvasElement, '15')).toBeChecked();
    await expect(await agencyRealityCheck()).toEqual({ minutes: 15, pending: null });
    await noFocusRing(canvasElement);
  },
};

/**
 * careful has a reminder every hour: turning it off waits 24 hours, the hour holding (still
 * checked); the change is shown with its date, and cancelling it (asked first) drops it.
 */
export const SixtyToOffPending: Story = {
  name: '60 minutes to off: pending, then cancelled',
  parameters: { scenario: 'signedInAs:careful' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(radio(canvasElement, '60')).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: option('off') }));
    await userEvent.click(submit(canvas));
    const said = t('protection:realityCheck.result.pending', { option: option('off'), at: '15/03/2025 09:30', current: option('60') });
    await expect(await canvas.findByText(said)).toBeVisible();
    await expect(radio(canvasElement, '60')).toBeChecked();
    const row = t('protection:realityCheck.pending.text', { option: option('off'), at: '15/03/2025 09:30', current: option('60') });
    await expect(canvas.getByText(row)).toBeVisible();
    await expect(await agencyRealityCheck()).toMatchObject({ minutes: 60, pending: { minutes: null } });

    await userEvent.click(canvas.getByRole('button', { name: t('protection:realityCheck.pending.cancel') }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: t('protection:realityCheck.pending.cancelTitle') }));
    // What cancelling means, said before it is done (the sheet may still be sliding in).
    await waitFor(() => expect(dialog.getByText(t('protection:realityCheck.pending.cancelText', { current: option('60') }))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: t('protection:realityCheck.pending.cancelConfirm') }));
    // Closed, its exit animation done: the picture shows the page, not a sheet on its way out.
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expectToast(canvasElement, t('protection:realityCheck.pending.cancelled', { current: option('60') }));
    await waitFor(() => expect(canvas.queryByText(row)).toBeNull());
    // The saved result spoke of the change: gone with it.
    await expect(canvas.queryByText(said)).toBeNull();
    await expect(await agencyRealityCheck()).toEqual({ minutes: 60, pending: null });
  },
};

/** No answer from the agency: the form's alert, the choice kept. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [answer.networkError(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: option('30') }));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(networkMessage());
    await expect(radio(canvasElement, '30')).toBeChecked();
    await noFocusRing(canvasElement);
  },
};
