import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, e, expectToast, networkMessage, resetToastsLoader, t, v, withFrame } from '../stories/storyKit';
import { BankScreen } from './BankScreen';

const meta = {
  title: 'Screens/Player/Bank',
  component: BankScreen,
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/bank' },
    // newbie: signed in, no bank account yet.
    scenario: 'newPlayer',
    docs: {
      description: {
        component:
          'Bank account (SPEC §5): one LAK account per player. Without one, the add form: banks from the banks endpoint ' +
          "(wallets never offered), account number digits only, account name, LAK only ('only LAK accounts can be used'), " +
          "owner chosen. Refusals of the endpoint show their catalogue texts; success toasts 'bank account added' and " +
          'shows the account. With one: bank mark and name, account name, number with a copy button, no second form.',
      },
    },
  },
} satisfies Meta<typeof BankScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const PATH = '/v2/players/bank-accounts';
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: t('bank:add.submit') });
/** The form, once the banks and the (empty) account list have arrived. */
const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('bank:add.submit') }, { timeout: 5000 });
  return canvas;
};

async function fill(canvasElement: HTMLElement, accountNumber = '0302000123456789', bank = 'LDB') {
  const canvas = await form(canvasElement);
  await userEvent.selectOptions(field(canvasElement, 'bankCode'), bank);
  await userEvent.type(field(canvasElement, 'accountNumber'), accountNumber);
  await userEvent.type(field(canvasElement, 'accountName'), 'Somsack Phommachanh');
  await userEvent.click(canvas.getByRole('radio', { name: t('bank:owner.SELF') }));
  return canvas;
}

/** Refused by the endpoint with this code: the message goes under the field, or in the form's alert. */
function refused(code: string, status: number, place: 'alert' | 'bankCode' | 'accountNumber' | 'currency'): Story {
  return {
    parameters: { msw: { handlers: [answer.error(PATH, code, status)] } },
    play: async ({ canvasElement }) => {
      const canvas = await fill(canvasElement);
      await userEvent.click(submit(canvas));
      if (place === 'alert') {
        await expect(await canvas.findByRole('alert')).toHaveTextContent(e(code));
      } else {
        await expect(await canvas.findByText(e(code))).toBeVisible();
        await waitFor(() => expect(field(canvasElement, place)).toHaveAttribute('aria-invalid', 'true'));
      }
      // What was typed stays.
      await expect(field(canvasElement, 'accountNumber')).toHaveValue('0302000123456789');
    },
  };
}

/** The account list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending(PATH, 'get')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('ui:loading') })).toBeInTheDocument();
  },
};

/** No account yet: the add form. Only banks are offered, never wallets; LAK is the one currency. */
export const NoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const banks = [...field(canvasElement, 'bankCode').options].map((o) => o.value);
    await expect(banks).toContain('BCEL');
    await expect(banks).not.toContain('UMONEY');
    await expect(banks).not.toContain('MMONEY');
    await expect(field(canvasElement, 'currency')).toHaveValue('LAK');
    await expect(canvas.getAllByText(t('bank:onlyLak'))[0]).toBeVisible();
  },
};

/** Submitted empty: every rule says what is missing, nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:bank.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:accountNumber.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:accountName.required'))).toBeVisible();
    await expect(canvas.getByText(v('validation:owner.required'))).toBeVisible();
  },
};

/** Account numbers are digits only, within the contract's lengths. */
export const InvalidAccountNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(field(canvasElement, 'accountNumber'), '12-34');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(v('validation:accountNumber.digits'))).toBeVisible();
    await userEvent.clear(field(canvasElement, 'accountNumber'));
    await userEvent.type(field(canvasElement, 'accountNumber'), '12345');
    await expect(await canvas.findByText(v('validation:accountNumber.tooShort'))).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: [answer.pending(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Added: the toast, then the account instead of the form; focus moves to the heading (the submit button is gone). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(submit(canvas));
    await expectToast(canvasElement, t('bank:added'));
    await expect(await canvas.findByText('0302000123456789')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('bank:add.submit') })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: t('bank:title') })).toHaveFocus());
  },
};

/** The mock backend treats simple sequences (1234567890 ...) as accounts that do not exist. */
export const AccountNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '1234567890');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(e('ACCOUNT_NOT_FOUND'))).toBeVisible();
    await expect(field(canvasElement, 'accountNumber')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AccountExists = refused('BANK_ACCOUNT_EXISTS', 409, 'alert');
export const AccountInUse = refused('ACCOUNT_IN_USED', 409, 'accountNumber');
export const BankNotFound = refused('BANK_NOT_FOUND', 422, 'bankCode');
export const WalletNotAllowed = refused('WALLET_NOT_ALLOWED', 422, 'bankCode');
export const CurrencyNotAllowed = refused('CURRENCY_NOT_ALLOWED', 422, 'currency');

export const NetworkError: Story = {
  parameters: { msw: { handlers: [answer.networkError(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(networkMessage());
  },
};

/** demo has a BCEL account: it is shown, and there is no second form. */
export const WithAccount: Story = {
  parameters: { scenario: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('010120001234567001', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Banque pour le Commerce Extérieur Lao Public')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('bank:add.submit') })).not.toBeInTheDocument();
  },
};

/** The copy button puts the number on the clipboard and says so. */
export const CopyNumber: Story = {
  parameters: { scenario: 'signedIn' },
  play: async ({ canvasElement }) => {
    const writeText = fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const canvas = within(canvasElement);
    const copy = await canvas.findByRole(
      'button',
      { name: t('ui:copyValue', { label: t('bank:add.accountNumber') }) },
      { timeout: 5000 },
    );
    await userEvent.click(copy);
    await expect(writeText).toHaveBeenCalledWith('010120001234567001');
    await expect(await canvas.findByRole('button', { name: t('ui:copied') })).toBeVisible();
  },
};
