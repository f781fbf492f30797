/** What the deposit page's stories share (stories only): its controls and the steps to reach them. */
import { userEvent, within } from 'storybook/test';
import { body, t } from '../stories/storyKit';

export { body };

export type Canvas = ReturnType<typeof within>;
export const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('deposit:form.submit') });
export const amount = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="amount"]')!;
export const qrDialog = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole('dialog', { name: t('deposit:qr.title') }, { timeout: 8000 }));

/** The form is there once its submit button is (every query answered). */
export async function formReady(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('deposit:form.submit') }, { timeout: 8000 });
  return canvas;
}

export async function typeAmount(canvasElement: HTMLElement, value: string) {
  await userEvent.clear(amount(canvasElement));
  await userEvent.type(amount(canvasElement), value);
}
