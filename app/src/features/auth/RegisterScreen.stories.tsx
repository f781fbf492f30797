import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, e, expectToast, networkMessage, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/register' },
    docs: {
      description: {
        component:
          'Registration (SPEC §2, §5, §8): username rules and the availability check inline (debounced), password and ' +
          'confirm with one show/hide toggle, the device fingerprint (fingerprintjs, loaded lazily) in the body and the ' +
          "X-Fingerprint header, and the required \"I am 18 or older\" box (`adult`, linking /responsible-gaming; the " +
          'agency refuses without it: ADULT_CONFIRMATION_REQUIRED, on the box). Success: \'register success, please log ' +
          "in', then /login. The mock backend knows `demo`, `newbie` and `blocked`.",
      },
    },
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const username = (canvas: Canvas) => canvas.getByRole('textbox', { name: t('auth:username') });
const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('auth:register.submit') });
const adult = (root: HTMLElement) => input(root, 'adult');

/** The debounced availability check has answered (else a slow machine photographs its spinner). */
const checked = async (canvas: ReturnType<typeof within>) => expect(await canvas.findByText(t('auth:usernameCheck.available'))).toBeVisible();

/** Types the fields and (unless told not to) ticks the 18+ box. */
async function fill(canvasElement: HTMLElement, name: string, secret: string, confirm = secret, tick = true) {
  await userEvent.type(username(within(canvasElement)), name);
  await userEvent.type(input(canvasElement, 'password'), secret);
  if (confirm) await userEvent.type(input(canvasElement, 'confirmPassword'), confirm);
  if (tick) await userEvent.click(adult(canvasElement));
}

/** The registration bodies sent in this story: recorded, then answered by the mock backend (the handler returns nothing). */
const registrations: Record<string, unknown>[] = [];
const recordRegistrations = http.post('/api/v2/players/register', async ({ request }) => {
  registrations.push((await request.clone().json()) as Record<string, unknown>);
});

/** The availability check answers "free" whatever the name (for stories about the registration call itself). */
const alwaysAvailable = http.post('/api/v2/players/username/validate', async ({ request }) => {
  const { username: name } = (await request.json()) as { username: string };
  return HttpResponse.json({ username: name, available: true });
});

/** The empty form; the 18+ box unticked, required, with the way to the responsible-gaming page in its label. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = adult(canvasElement);
    await expect(box).toHaveAttribute('type', 'checkbox');
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleName(/18/);
    const label = box.labels?.[0];
    if (!label) throw new Error('The 18+ box has no label');
    // The link is the sentence's marked words (<guide>), not an empty anchor beside them.
    const words = /<guide>(.+)<\/guide>/.exec(t('auth:register.adultLabel'))?.[1] ?? '';
    await expect(within(label).getByRole('link', { name: words })).toHaveAttribute('href', '/responsible-gaming');
  },
};

export const UsernameAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(username(canvas), 'somsack-99');
    await expect(await canvas.findByText(t('auth:usernameCheck.available'))).toBeVisible();
    await expect(username(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(username(canvas), 'demo');
    await expect(await canvas.findByText(t('auth:usernameCheck.taken'))).toBeVisible();
    await expect(username(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const UsernameChecking: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/players/username/validate')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(username(canvas), 'somsack');
    await expect(await canvas.findByText(t('auth:usernameCheck.checking'))).toBeVisible();
  },
};

export const UsernameCheckFailed: Story = {
  parameters: { msw: { handlers: [answer.error('/v2/players/username/validate', 'INTERNAL_ERROR', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(username(canvas), 'somsack');
    await expect(await canvas.findByText(t('auth:usernameCheck.failed'))).toBeVisible();
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: [recordRegistrations] } },
  play: async ({ canvasElement }) => {
    registrations.length = 0;
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await expect(await canvas.findByText(t('auth:usernameCheck.available'))).toBeVisible();
    await userEvent.click(submit(canvas));
    // fingerprintjs loads and runs first: allow it a few seconds.
    await expectToast(canvasElement, t('auth:register.success'), 10_000);
    await expect(registrations).toEqual([expect.objectContaining({ username: 'somsack-99', adult: true })]);
  },
};

/** Everything filled but the 18+ box: its message under it, the focus on it, nothing sent, nothing typed lost. */
export const AdultRequired: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, recordRegistrations] } },
  play: async ({ canvasElement }) => {
    registrations.length = 0;
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass', 'secret-pass', false);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:adult.required'))).toBeVisible();
    await expect(adult(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(adult(canvasElement)).toHaveFocus();
    await expect(username(canvas)).toHaveValue('somsack-99');
    await expect(input(canvasElement, 'password')).toHaveValue('secret-pass');
    await expect(input(canvasElement, 'confirmPassword')).toHaveValue('secret-pass');
    await checked(canvas);
    await expect(registrations).toHaveLength(0);
  },
};

/** The agency refuses a registration without the confirmation (ADULT_CONFIRMATION_REQUIRED): its message goes under the box. */
export const AdultRefusedByAgency: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, answer.error('/v2/players/register', 'ADULT_CONFIRMATION_REQUIRED', 422)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(e('ADULT_CONFIRMATION_REQUIRED'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(adult(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(adult(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await checked(canvas);
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, answer.pending('/v2/players/register')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toHaveAttribute('aria-busy', 'true'), { timeout: 10_000 });
    await checked(canvas);
  },
};

/** The check said free, the server says taken (someone was quicker): the message goes under the field. */
export const UsernameTakenOnSubmit: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, answer.error('/v2/players/register', 'USERNAME_TAKEN', 409)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(e('USERNAME_TAKEN'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(username(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(username(canvas)).toHaveFocus();
  },
};

export const RegisterFailed: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, answer.error('/v2/players/register', 'REGISTER_FAILED', 403)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(e('REGISTER_FAILED'));
    await expect(username(canvas)).toHaveValue('somsack-99');
    await checked(canvas);
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, answer.networkError('/v2/players/register')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(networkMessage());
    await checked(canvas);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [alwaysAvailable, answer.error('/v2/players/register', 'INTERNAL_ERROR', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'somsack-99', 'secret-pass');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(e('INTERNAL_ERROR'));
    await checked(canvas);
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:username.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:password.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:confirmPassword.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:adult.required'))).toBeVisible();
    await expect(username(canvas)).toHaveFocus();
  },
};

export const BadInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Checked when a field is left, then on every keystroke.
    await userEvent.type(username(canvas), 'ab');
    await userEvent.tab();
    await expect(await canvas.findByText(v('validation:username.tooShort'))).toBeVisible();
    await userEvent.type(username(canvas), 'cdefghijklmnopq');
    await expect(await canvas.findByText(v('validation:username.tooLong'))).toBeVisible();
    await userEvent.clear(username(canvas));
    await userEvent.type(username(canvas), 'Somsack!');
    await expect(await canvas.findByText(v('validation:username.chars'))).toBeVisible();
    await userEvent.type(input(canvasElement, 'password'), 'short');
    await userEvent.tab();
    await expect(await canvas.findByText(v('validation:password.tooShort'))).toBeVisible();
    await expect(username(canvas)).toHaveValue('Somsack!');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The 18+ box left unticked: the mismatch is said all the same, beside it.
    await fill(canvasElement, 'somsack-99', 'secret-pass', 'secret-pasS', false);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:confirmPassword.mismatch'))).toBeVisible();
    await expect(canvas.getByText(v('validation:adult.required'))).toBeVisible();
    // One toggle shows both passwords, so the player can see the difference.
    await userEvent.click(canvas.getByRole('button', { name: t('ui:password.show') }));
    await expect(input(canvasElement, 'password')).toHaveAttribute('type', 'text');
    await expect(input(canvasElement, 'confirmPassword')).toHaveAttribute('type', 'text');
  },
};
