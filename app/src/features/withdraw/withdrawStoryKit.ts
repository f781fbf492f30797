/** What the withdraw page's stories share (stories only): the page's setup, its controls and the steps to reach them. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { WithdrawScreen } from './WithdrawScreen';

/** The page as demo (signed in) opens it; each story file adds its title, tags and docs. */
export const withdrawPage = {
  component: WithdrawScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
};
export const withdrawParameters = {
  layout: 'fullscreen',
  router: { initialPath: '/player/withdraw' },
  scenario: 'signedIn',
};

export type Canvas = ReturnType<typeof within>;
export const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('withdraw:form.submit') });
export const creditInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="credit"]')!;
/** The breakdown's value for a term ('preview.creditReceived' ...). */
export const breakdown = (root: HTMLElement, key: string) => {
  const term = [...root.querySelectorAll('dt')].find((dt) => dt.textContent === t(`withdraw:${key}`));
  return term?.nextElementSibling?.textContent ?? '';
};

/** A text as Testing Library reads the page (white space, the formatters' no-break spaces too, collapsed). */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The form is there once its submit button is (every query answered). */
export async function formReady(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('withdraw:form.submit') }, { timeout: 8000 });
  return canvas;
}

export async function typeCredit(canvasElement: HTMLElement, value: string) {
  await userEvent.clear(creditInput(canvasElement));
  await userEvent.type(creditInput(canvasElement), value);
}

export const chooseGclub = (canvas: Canvas) => userEvent.click(canvas.getByRole('radio', { name: /GClub\b(?! Live)/i }));

/** demo's gclub credit (3,400) with 1,000 typed: the form ready to send. */
export async function fillGclub(canvasElement: HTMLElement, credit = '1000'): Promise<Canvas> {
  const canvas = await formReady(canvasElement);
  await chooseGclub(canvas);
  await typeCredit(canvasElement, credit);
  return canvas;
}

/** The mock's own control endpoints (not the agency API): decide the withdrawal being checked. */
export async function decideOpen(outcome: 'SUCCESS' | 'REJECTED') {
  const open = (await (await fetch('/api/v2/withdrawals/open')).json()) as { withdrawals: { code: string }[] };
  const code = open.withdrawals[0]?.code;
  if (!code) throw new Error('no withdrawal being checked');
  const answered = await fetch(`/api/__mock/withdrawals/${code}/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  await expect(answered.status).toBe(200);
}

/** The credit field refuses with this text: on the field, marked invalid, described by it. */
export async function expectCreditError(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(creditInput(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
  await expect(within(canvasElement).getByText(flat(text))).toBeVisible();
  await expect(creditInput(canvasElement).getAttribute('aria-describedby')).toBeTruthy();
}

/** The confirmation a valid submit opens (the breakdown again, the bank account). */
export const confirmation = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('alertdialog', { name: t('withdraw:confirm.title') }, { timeout: 8000 });

/** Submit, then confirm in the dialog: the request goes out. */
export async function send(canvasElement: HTMLElement, click: 'click' | 'dblClick' = 'click') {
  await userEvent[click](submit(within(canvasElement)));
  const dialog = await confirmation(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: t('withdraw:confirm.submit') }));
}

export async function expectWaiting(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: t('withdraw:pending.title') }, { timeout: 8000 });
  await expect(heading).toBeVisible();
  // It replaced the form the player had scrolled down: in view, with focus (a screen reader reads it).
  await waitFor(() => {
    const box = heading.getBoundingClientRect();
    expect(box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
  });
  await expect(heading).toHaveFocus();
  await expect(canvas.getByText(t('withdraw:pending.text'))).toBeVisible();
  await expect(canvas.getByText(t('status:order.OPEN'))).toBeVisible();
}
