import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, e, expectToast, networkMessage, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/login' },
    docs: {
      description: {
        component:
          'Login (SPEC §2, §4): the shared `LoginRequest` schema, one show/hide toggle, a refused login says ' +
          "'wrong username or password' and keeps what was typed; success toasts 'login completed' once player " +
          'info is refreshed and goes back to `?redirect`. Driven by the mock backend (demo / demo1234).',
      },
    },
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const username = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: t('auth:username') });
const password = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="password"]')!;
const submit = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: t('auth:login.submit') });

async function fill(canvasElement: HTMLElement, name: string, secret: string) {
  const canvas = within(canvasElement);
  await userEvent.type(username(canvas), name);
  await userEvent.type(password(canvasElement), secret);
}

/** The empty form, as a guest first sees it. */
export const Empty: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'demo', 'demo1234');
    // Keyboard: Enter in the password field sends the form.
    await userEvent.type(password(canvasElement), '{Enter}');
    await expectToast(canvasElement, t('auth:login.success'));
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/players/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'demo1234');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(submit(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'wrong-password');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('LOGIN_FAILED'));
    // What was typed stays.
    await expect(username(canvas)).toHaveValue('demo');
    await expect(password(canvasElement)).toHaveValue('wrong-password');
  },
};

/** The alert answers the last submit: editing a field takes it away, so it never stands beside new field errors. */
export const AlertClearsOnEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'wrong-password');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('LOGIN_FAILED'));
    await userEvent.clear(password(canvasElement));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:password.required'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [answer.networkError('/v2/players/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'demo1234');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(networkMessage());
  },
};

/** The login endpoint answers a front-door refusal: status, body and headers as given. */
const refusal = (status: number, body: string, headers: Record<string, string> = {}) =>
  http.post('/api/v2/players/login', () => new HttpResponse(body, { status, headers }));
const jsonError = (code: string) => JSON.stringify({ code, message: code });

/**
 * Too many attempts (429 with Retry-After, from the agency's throttle or the server's per-client
 * limit): the alert counts down to the next try, what was typed stays, and a submit meanwhile sends
 * nothing. (The runners freeze Date, so the countdown holds at 30 here; useApiForm.test.tsx lets it run out.)
 */
export const TooManyAttempts: Story = {
  parameters: {
    msw: { handlers: [refusal(429, jsonError('TOO_MANY_REQUESTS'), { 'Content-Type': 'application/json', 'Retry-After': '30' })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'wrong-password');
    await userEvent.click(submit(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(e('TOO_MANY_REQUESTS'));
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('errors:retryIn', { seconds: 30 }));
    await expect(username(canvas)).toHaveValue('demo');
    await expect(password(canvasElement)).toHaveValue('wrong-password');
    // Editing clears the alert but not the wait; a submit before it ends shows the refusal again.
    await userEvent.type(password(canvasElement), '1');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('errors:retryIn', { seconds: 30 }));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('TOO_MANY_REQUESTS'));
    await expect(password(canvasElement)).toHaveValue('wrong-password1');
  },
};

/** The server refused a request that did not come from this site's page (403 ORIGIN_NOT_ALLOWED). */
export const CrossSiteRefused: Story = {
  parameters: { msw: { handlers: [refusal(403, jsonError('ORIGIN_NOT_ALLOWED'), { 'Content-Type': 'application/json' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'demo1234');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('ORIGIN_NOT_ALLOWED'));
    await expect(username(canvas)).toHaveValue('demo');
  },
};

/** A proxy refused the body as too large with its own HTML page (413): the status still says why. */
export const TooLarge: Story = {
  parameters: { msw: { handlers: [refusal(413, '<html><body>413 Request Entity Too Large</body></html>', { 'Content-Type': 'text/html' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'demo1234');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('PAYLOAD_TOO_LARGE'));
  },
};

/** The server accepts JSON only (415 UNSUPPORTED_MEDIA_TYPE). */
export const NotJson: Story = {
  parameters: { msw: { handlers: [refusal(415, jsonError('UNSUPPORTED_MEDIA_TYPE'), { 'Content-Type': 'application/json' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'demo1234');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('UNSUPPORTED_MEDIA_TYPE'));
  },
};

export const ServerError: Story = {
  parameters: { scenario: 'serverErrors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'demo', 'demo1234');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(e('INTERNAL_ERROR'));
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:username.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:password.required'))).toBeVisible();
    // The first invalid field gets the focus.
    await expect(username(canvas)).toHaveFocus();
  },
};

export const BadInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Demo!', 'short');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:username.chars'))).toBeVisible();
    await expect(canvas.getByText(v('validation:password.tooShort'))).toBeVisible();
    await userEvent.clear(username(canvas));
    await userEvent.type(username(canvas), 'abc');
    await expect(await canvas.findByText(v('validation:username.tooShort'))).toBeVisible();
    await userEvent.type(username(canvas), 'defghijklmnopq');
    await expect(await canvas.findByText(v('validation:username.tooLong'))).toBeVisible();
    await expect(password(canvasElement)).toHaveValue('short');
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(password(canvasElement), 'demo1234');
    await expect(password(canvasElement)).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: t('ui:password.show') });
    await userEvent.click(toggle);
    await expect(password(canvasElement)).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: Tab reaches the toggle after the password, Space hides it again.
    password(canvasElement).focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(password(canvasElement)).toHaveAttribute('type', 'password');
    await userEvent.keyboard(' ');
  },
};
