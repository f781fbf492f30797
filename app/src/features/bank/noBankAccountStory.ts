/** The story of a money screen without a bank account (stories only): newbie sees the way to add one, and no form. */
import { expect, within } from 'storybook/test';
import { t } from '../stories/storyKit';

export const noBankAccountStory = (ns: 'deposit' | 'withdraw') => ({
  parameters: { scenario: 'newPlayer' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t(`${ns}:form.noBankAccount`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(`${ns}:form.addBankAccount`) })).toHaveAttribute('href', '/player/bank');
    await expect(canvas.queryByRole('button', { name: t(`${ns}:form.submit`) })).toBeNull();
  },
});
