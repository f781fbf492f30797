import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, expectToast, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { BreakScreen } from './BreakScreen';

const meta = {
  title: 'Screens/Player/Protection/Break',
  component: BreakScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  // Each state needs its own scenario: no docs page mixing them.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/responsible-gaming/break' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Take a break: what it closes (deposits, promotions, games) and what stays open (balances, histories, ' +
          'withdrawals), the period (24 hours, 7 days, 30 days, 6 weeks; radios named `period`, each with the end it ' +
          'would have by the agency\'s clock), one confirmation that says the end, then the running break with its end ' +
          'instead of the form. During a self-exclusion the page says a break cannot be taken.',
      },
    },
  },
} satisfies Meta<typeof BreakScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('protection:break.submit') });
const period = (canvas: Canvas, value: string) => canvas.getByRole('radio', { name: t(`protection:breakPeriod.${value}`) });
/** The mock's clock is frozen at 14/03/2025 09:30 in Vientiane: a 7-day break taken now ends a week later. */
const SEVEN_DAYS_LATER = '21/03/2025 09:30';

/** The break requests sent in this story: recorded, then answered by the mock backend (the handler returns nothing). */
const sent: unknown[] = [];
const recordBreaks = http.post('/api/v2/players/protection/break', async ({ request }) => {
  sent.push(await request.clone().json());
});

async function form(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('protection:break.submit') }, { timeout: 8000 });
  return canvas;
}

/** Chooses 7 days and submits: the confirmation opens. */
async function ask(canvasElement: HTMLElement) {
  const canvas = await form(canvasElement);
  await userEvent.click(period(canvas, '7d'));
  await userEvent.click(submit(canvas));
  const dialog = await body(canvasElement).findByRole('alertdialog', { name: t('protection:break.confirmTitle', { period: t('protection:breakPeriod.7d') }) });
  return { canvas, dialog: within(dialog) };
}

/** No break: what a break does, the four periods each with its end, nothing chosen. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('protection:tools.break') })).toBeVisible();
    await expect(canvas.getByText(t('protection:break.final'))).toBeVisible();
    await expect(canvas.getByText(t('protection:break.open'))).toBeVisible();
    for (const value of ['24h', '7d', '30d', '6w']) await expect(period(canvas, value)).not.toBeChecked();
    await expect(period(canvas, '7d')).toHaveAccessibleDescription(t('protection:break.until', { endsAt: SEVEN_DAYS_LATER }));
  },
};

/** Sent without a period: said under the choice, nothing asked, nothing sent. */
export const PeriodRequired: Story = {
  parameters: { msw: { handlers: [recordBreaks] } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await form(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:period.required'))).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(sent).toHaveLength(0);
  },
};

/** The one confirmation: the period and the end it would have. Back: nothing sent, the choice kept. */
export const Confirm: Story = {
  parameters: { msw: { handlers: [recordBreaks] } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const { canvas, dialog } = await ask(canvasElement);
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(t('protection:break.confirmText', { endsAt: SEVEN_DAYS_LATER }))).toBeVisible());
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: t('protection:break.confirmCancel') })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: t('protection:break.confirmCancel') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(sent).toHaveLength(0);
    await expect(period(canvas, '7d')).toBeChecked();
    // Asked again: the dialog stays open for the screenshot.
    await userEvent.click(submit(canvas));
    await body(canvasElement).findByRole('alertdialog');
  },
};

/** Confirmed: sent once, then the running break with its end replaces the form (its heading focused). */
export const Taken: Story = {
  parameters: { msw: { handlers: [recordBreaks] } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const { canvas, dialog } = await ask(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('protection:break.confirm') }));
    const heading = await canvas.findByRole('heading', { name: t('protection:break.running.title') }, { timeout: 8000 });
    await expectToast(canvasElement, t('protection:break.started'));
    await expect(sent).toEqual([{ period: '7d' }]);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
    const running = within(canvas.getByTestId('running-restriction'));
    await expect(running.getByText(t('protection:breakPeriod.7d'))).toBeVisible();
    await expect(running.getByText(SEVEN_DAYS_LATER)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('protection:break.submit') })).toBeNull();
  },
};

/** A break runs (7 days, begun 2 days ago): it and its end, no form; withdrawing stays a tap away. */
export const OnBreak: Story = {
  parameters: { scenario: ['signedIn', 'onBreak'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: t('protection:break.running.title') }, { timeout: 8000 });
    const running = within(canvas.getByTestId('running-restriction'));
    await expect(running.getByText('12/03/2025 09:30')).toBeVisible();
    await expect(running.getByText('19/03/2025 09:30')).toBeVisible();
    await expect(running.getByRole('link', { name: t('protection:restricted.withdraw') })).toHaveAttribute('href', '/player/withdraw');
    await expect(canvas.queryByRole('radio')).toBeNull();
    // Not focused: nothing replaced anything, the page opened on it.
    await expect(canvas.getByRole('heading', { name: t('protection:break.running.title') })).not.toHaveFocus();
  },
};

/** Self-excluded: no break to take; the exclusion and its end. */
export const DuringSelfExclusion: Story = {
  parameters: { scenario: ['signedIn', 'selfExcluded'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('protection:break.duringExclusion'), {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('protection:exclusion.running.title') })).toBeVisible();
    await expect(within(canvas.getByTestId('running-restriction')).getByText('04/03/2026 09:30')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};
