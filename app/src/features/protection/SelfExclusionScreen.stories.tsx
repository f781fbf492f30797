import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { e, expectToast, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { SelfExclusionScreen } from './SelfExclusionScreen';

const meta = {
  title: 'Screens/Player/Protection/SelfExclusion',
  component: SelfExclusionScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  // Each state needs its own scenario: no docs page mixing them.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/responsible-gaming/self-exclusion' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'Self-exclusion: the consequences first (everything closed for the whole period, no undoing before its end, ' +
          'no promotions shown, other devices logged out, withdrawals and histories still open), then the period ' +
          '(`period`: 6 months, 1 year, 5 years), the password (`password`) and an explicit "I understand" ' +
          '(`confirm`). A wrong password is said under its field; a throttle in the alert with its countdown. Then, and ' +
          "whenever one runs, the exclusion with its end instead of the form. The mock's demo password is demo1234.",
      },
    },
  },
} satisfies Meta<typeof SelfExclusionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const PATH = '/api/v2/players/protection/self-exclusion';
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('protection:exclusion.submit') });
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** The self-exclusion requests sent in this story: recorded, then answered by the mock backend. */
const sent: unknown[] = [];
const recordExclusions = http.post(PATH, async ({ request }) => {
  sent.push(await request.clone().json());
});

async function form(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('protection:exclusion.submit') }, { timeout: 8000 });
  return canvas;
}

/** Chooses a period, types the password and (unless told not to) ticks "I understand". */
async function fill(canvasElement: HTMLElement, { period = '1y', password = 'demo1234', confirm = true } = {}) {
  const canvas = await form(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: t(`protection:exclusionPeriod.${period}`) }));
  await userEvent.type(field(canvasElement, 'password'), password);
  if (confirm) await userEvent.click(field(canvasElement, 'confirm'));
  return canvas;
}

/** The consequences come first, then the choice: three periods, the password, the box unticked. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const consequences = canvas.getByRole('heading', { name: t('protection:exclusion.consequencesTitle') });
    const choice = canvas.getByRole('radiogroup', { name: t('protection:exclusion.period') });
    await expect(consequences.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const key of ['closed', 'final', 'promotions', 'devices', 'open'])
      await expect(canvas.getByText(t(`protection:exclusion.consequence.${key}`))).toBeVisible();
    await expect(within(choice).getAllByRole('radio')).toHaveLength(3);
    await expect(field(canvasElement, 'password')).toHaveAttribute('type', 'password');
    await expect(field(canvasElement, 'confirm')).not.toBeChecked();
  },
};

/** A wrong password (the mock's answer): under the password field, focused; nothing else lost. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { password: 'not-my-password' });
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(e('PASSWORD_INCORRECT'), {}, { timeout: 8000 })).toBeVisible();
    await expect(field(canvasElement, 'password')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, 'password')).toHaveFocus();
    await expect(field(canvasElement, 'confirm')).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('protection:exclusionPeriod.1y') })).toBeChecked();
    await expect(canvas.queryByTestId('running-restriction')).toBeNull();
  },
};

/** Not ticked: "I understand" is required, said under the box; nothing sent. */
export const Unconfirmed: Story = {
  parameters: { msw: { handlers: [recordExclusions] } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await fill(canvasElement, { confirm: false });
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:confirm.required'))).toBeVisible();
    await expect(field(canvasElement, 'confirm')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, 'confirm')).toHaveFocus();
    await expect(field(canvasElement, 'password')).toHaveValue('demo1234');
    await expect(sent).toHaveLength(0);
  },
};

/** Too many tries: the alert with its countdown; what was typed stays. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(PATH, () => HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '30' } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('TOO_MANY_REQUESTS'));
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('errors:retryIn', { seconds: 30 }));
    await expect(field(canvasElement, 'password')).toHaveValue('demo1234');
  },
};

/** Sent with the password and the box: the exclusion runs, with its end, instead of the form (its heading focused). */
export const Excluded: Story = {
  parameters: { msw: { handlers: [recordExclusions] } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await fill(canvasElement, { period: '6m' });
    await userEvent.click(submit(canvas));
    const heading = await canvas.findByRole('heading', { name: t('protection:exclusion.running.title') }, { timeout: 8000 });
    await expectToast(canvasElement, t('protection:exclusion.started'));
    await expect(sent).toEqual([{ period: '6m', password: 'demo1234', confirm: true }]);
    await waitFor(() => expect(heading).toHaveFocus());
    // The mock's clock: 14/03/2025 09:30 in Vientiane, six months on.
    await expect(within(canvas.getByTestId('running-restriction')).getByText('14/09/2025 09:30')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Self-excluded (1 year since 10 days ago): the exclusion and its end, no form. */
export const SelfExcluded: Story = {
  parameters: { scenario: ['signedIn', 'selfExcluded'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: t('protection:exclusion.running.title') }, { timeout: 8000 });
    const running = within(canvas.getByTestId('running-restriction'));
    await expect(running.getByText(t('protection:exclusionPeriod.1y'))).toBeVisible();
    await expect(running.getByText('04/03/2026 09:30')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('protection:exclusion.submit') })).toBeNull();
  },
};

/** On a break: the form is open (a self-exclusion replaces the break), and says so. */
export const DuringBreak: Story = {
  parameters: { scenario: ['signedIn', 'onBreak'] },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByText(t('protection:exclusion.duringBreak', { endsAt: '19/03/2025 09:30' }))).toBeVisible();
  },
};
