/**
 * What the app's screen stories share (stories only; never imported by the app): the frame's
 * toast area and router links around the screen, texts in the story's language for play
 * functions, and msw answers for the states the mock backend does not produce by itself.
 */
import { errorMessage, i18n, validationMessage } from '@dokkham/i18n';
import { LinkProvider } from '@dokkham/ui/Link';
import { resetToasts, Toaster } from '@dokkham/ui/Toast';
import type { Decorator } from '@storybook/react-vite';
import { hang } from '@dokkham/mocks/browser';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import * as frame from '../../frame/frame.css';
import { RouterLink } from '../../frame/RouterLink';

/** The screen with what the frame gives it: router links, the page's <main> and the toast area. */
export const withFrame: Decorator = (Story) => (
  <LinkProvider component={RouterLink}>
    <main className={frame.main}>
      <Story />
    </main>
    <Toaster />
  </LinkProvider>
);

/** Toasts live in a module store: a story never sees the one before's. */
export const resetToastsLoader = (): Record<string, never> => {
  resetToasts();
  return {};
};

/** The whole page: dialogs and toasts live outside the story's canvas. */
export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Whether a button kept focus after a submit depends on the answer's timing: no focus ring in the
 * picture, whichever it was.
 */
export async function noFocusRing(canvasElement: HTMLElement): Promise<void> {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector(':focus-visible')).toBeNull());
}

/** A text in the story's language (the locale global). */
export const t = (key: string, values: Record<string, string | number> = {}): string => i18n.t(key, values);
/** A schema message as the forms show it ('validation:username.tooShort' with its limit). */
export const v = (key: string): string => validationMessage(i18n.t, key);
/** A server error code as the forms and toasts say it. */
export const e = (code: string): string => errorMessage(i18n.t, { code, status: 422 });
/** What any failure to reach the server says. */
export const networkMessage = (): string => errorMessage(i18n.t, { code: 'NETWORK_ERROR', status: 0 });

const api = (path: string) => `/api${path}`;

/** msw answers for one endpoint (POST unless said otherwise). */
export const answer = {
  /** Never answers: the pending state. */
  pending: (path: string, method: 'get' | 'post' = 'post') =>
    http[method](api(path), async ({ requestId }) => {
      await hang(requestId);
      return HttpResponse.json({});
    }),
  /** An error body with a code, as the agency API sends it. */
  error: (path: string, code: string, status: number, method: 'get' | 'post' = 'post') =>
    http[method](api(path), () => HttpResponse.json({ code, message: code }, { status })),
  /** No answer at all (offline, DNS, a dropped connection). */
  networkError: (path: string, method: 'get' | 'post' = 'post') => http[method](api(path), () => HttpResponse.error()),
};

/**
 * Moves the query client's timers `ms` forward (the preview's story clock, .storybook/lib/timers.ts):
 * every poll, retry or refresh due by then runs now. A story that needs "later" (the next poll of an
 * order in flight) moves time instead of waiting it out; the mock's own clock is moved separately.
 */
export function later(ms: number): void {
  const timers = (window as { __storyTimers?: { advance(ms: number): number } }).__storyTimers;
  if (!timers) throw new Error('No story clock: later() needs the preview of .storybook (installStoryTimers)');
  timers.advance(ms);
}

/** A toast with this text has appeared (in the toast area, outside the story's root; toasts slide in). */
export async function expectToast(canvasElement: HTMLElement, text: string, timeout = 5000): Promise<void> {
  // hidden: a modal dialog hides the page, the toast area included, from assistive technology.
  const area = within(canvasElement.ownerDocument.body).queryByRole('region', { name: t('ui:toast.region', { hotkey: 'F8' }), hidden: true });
  if (!area) throw new Error('No toast area: is the story decorated withFrame?');
  const toast = await within(area).findByText(text, {}, { timeout });
  await waitFor(() => expect(toast).toBeVisible());
}
