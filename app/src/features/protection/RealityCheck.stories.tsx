import { queries } from '@dokkham/api';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { RealityCheck } from './RealityCheck';
import { REMINDER_KEY, type ReminderRecord } from './realityCheckSchedule';

// realityCheckDue: a 15-minute reality check, the session began 15 minutes before the mock's "now".
const SESSION = '2025-03-14T02:15:00.000Z';
const DUE = '2025-03-14T02:30:00.000Z';

const meta = {
  title: 'Screens/Player/Protection/RealityCheckReminder',
  component: RealityCheck,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  args: { reload: fn() },
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player' },
    scenario: ['signedIn', 'realityCheckDue'],
    docs: {
      description: {
        component:
          'The reality check (RTS 13), mounted once in the /player layout: at each interval since the session began ' +
          '(on the agency clock: serverTime corrects the device clock) a dialog that only an answer closes (no click ' +
          'outside, no Escape): time logged in, deposited and withdrawn since, Continue, See my activity, Log out. ' +
          'The answer is kept per session in localStorage; one tab shows a reminder (the first visible one claims it), ' +
          'and an answer in one tab closes the others. `reload` is where the page goes after logout (a spy here).',
      },
    },
  },
} satisfies Meta<typeof RealityCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

const reminder = async (canvasElement: HTMLElement) => {
  const dialog = await body(canvasElement).findByRole('alertdialog', { name: t('protection:reminder.title') }, { timeout: 5000 });
  // Radix lets pointers through once the dialog has finished opening.
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
};
const button = (dialog: HTMLElement, key: string) => within(dialog).getByRole('button', { name: t(`protection:reminder.${key}`) });
const stored = (): ReminderRecord | null => JSON.parse(localStorage.getItem(REMINDER_KEY) ?? 'null') as ReminderRecord | null;
const noDialog = (canvasElement: HTMLElement) => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();

/** The settings have arrived and the component has had its turn to decide. */
async function settled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryData(queries.protection().queryKey)).toBeDefined());
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Due: how long the player has been logged in, the money since, three answers; a click outside or Escape does not close it. */
export const Due: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await reminder(canvasElement);
    const duration = t('protection:reminder.duration.minutes', { minutes: 15 });
    await expect(dialog).toHaveAccessibleDescription(t('protection:reminder.loggedIn', { duration }));
    // The figures arrive when it opens; the dialog fades in on wide screens.
    const deposited = await within(dialog).findByText(t('protection:activity.flow.deposited'));
    await waitFor(() => expect(deposited).toBeVisible());
    await expect(within(dialog).getByText(t('protection:activity.flow.withdrawn'))).toBeVisible();
    await expect(button(dialog, 'continue')).toHaveFocus();
    // This tab claimed the reminder: another tab will not show it too.
    await expect(stored()?.claim?.due).toBe(DUE);
    // A click on the page around it (the overlay covers the corner) and Escape leave it open.
    const outside = canvasElement.ownerDocument.elementFromPoint(4, 4) as HTMLElement;
    await expect(dialog.contains(outside)).toBe(false);
    await userEvent.click(outside);
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await reminder(canvasElement)).toBeVisible());
  },
};

/** Continue: closed, the answer stored for this session; the next reminder is an interval later, not now. */
export const Continue: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(await reminder(canvasElement), 'continue'));
    await waitFor(() => noDialog(canvasElement));
    const record = stored();
    await expect(record?.session).toBe(SESSION);
    await expect(Date.parse(record?.acknowledged ?? '')).toBeGreaterThanOrEqual(Date.parse(DUE));
  },
};

/** See my activity: answered, and on to the statement. */
export const SeeMyActivity: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(button(await reminder(canvasElement), 'activity'));
    await waitFor(() => noDialog(canvasElement));
    const router = (loaded as { router: AnyRouter }).router;
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/responsible-gaming/activity'));
    await expect(stored()?.acknowledged).toBeTruthy();
  },
};

/** Log out: the agency ends the session, then the page reloads on the landing. */
export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(await reminder(canvasElement), 'logout'));
    await waitFor(() => expect(args.reload).toHaveBeenCalledWith('/'));
    const my = await fetch('/api/v2/players/my', { credentials: 'include' });
    await expect(my.status).toBe(401);
  },
};

/** Answered in another tab (a storage event): the reminder here closes too. */
export const AnsweredInAnotherTab: Story = {
  play: async ({ canvasElement }) => {
    await reminder(canvasElement);
    const answered: ReminderRecord = { session: SESSION, acknowledged: '2025-03-14T02:31:00.000Z', claim: null };
    const newValue = JSON.stringify(answered);
    localStorage.setItem(REMINDER_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: REMINDER_KEY, newValue }));
    await waitFor(() => noDialog(canvasElement));
  },
};

/** Another tab took this reminder on first: this one leaves it to that tab. */
export const ClaimedByAnotherTab: Story = {
  beforeEach: () => {
    const record: ReminderRecord = { session: SESSION, acknowledged: null, claim: { due: DUE, tab: 'another-tab' } };
    localStorage.setItem(REMINDER_KEY, JSON.stringify(record));
  },
  play: async ({ canvasElement, loaded }) => {
    await settled((loaded as { queryClient: QueryClient }).queryClient);
    noDialog(canvasElement);
    await expect(stored()?.claim?.tab).toBe('another-tab');
  },
};

/** A hidden tab does not show it; it checks again once the player comes back to it. */
export const HiddenTab: Story = {
  beforeEach: () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    return () => {
      delete (document as { visibilityState?: unknown }).visibilityState;
    };
  },
  play: async ({ canvasElement, loaded }) => {
    await settled((loaded as { queryClient: QueryClient }).queryClient);
    noDialog(canvasElement);
    await expect(stored()).toBeNull();
    delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
    await reminder(canvasElement);
    await expect(stored()?.claim?.due).toBe(DUE);
  },
};
