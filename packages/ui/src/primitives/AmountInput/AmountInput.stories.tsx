import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { AmountInput, type AmountInputProps } from './AmountInput';

/** Holds the value like a form would (react-hook-form Controller). */
function Controlled(args: AmountInputProps) {
  const t = useSamples();
  const [value, setValue] = useState(args.value);
  return (
    <div className={layout.stack}>
      <AmountInput
        {...args}
        label={t.amount}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  render: Controlled,
  args: { label: '', value: '', onChange: fn(), currency: 'LAK', name: 'amount' },
  parameters: {
    docs: {
      description: {
        component:
          'Amount in the Lao number format: digits are grouped while typing ("1.500.000") with the caret kept in place, ' +
          'phones show the numeric keypad, and `value`/`onChange` carry a plain digit string ("1500000"). Quick amount ' +
          'chips fill the field in one tap; the one matching the value shows as pressed. `min`/`max` become the hint ' +
          '(validation stays in the form). Use with react-hook-form `Controller`.',
      },
    },
  },
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1500000');
    await expect(input).toHaveValue('1.500.000');
    await expect(args.onChange).toHaveBeenLastCalledWith('1500000');
  },
};

export const Formatting: Story = {
  name: 'Formatting: letters ignored, caret kept, Backspace over a dot',
  args: { value: '100000' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox');
    await expect(input).toHaveValue('100.000');
    // Typing a letter changes nothing.
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('100.000');
    // Caret after "1" (index 1), type 2: "1200000" -> "1.200.000", caret after the "2".
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('2');
    await expect(input).toHaveValue('1.200.000');
    await expect(input.selectionStart).toBe(3);
    // Backspace right after a group dot removes the digit before it.
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('200.000');
    await expect(args.onChange).toHaveBeenLastCalledWith('200000');
  },
};

export const QuickAmounts: Story = {
  args: { quickAmounts: [50000, 100000, 500000, 1000000, 2000000, 5000000] },
  play: async ({ canvas, args }) => {
    const chips = canvas.getAllByRole('button');
    await expect(chips).toHaveLength(6);
    await userEvent.click(chips[2]!);
    await expect(canvas.getByRole('textbox')).toHaveValue('500.000');
    await expect(args.onChange).toHaveBeenLastCalledWith('500000');
    await expect(chips[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(chips[0]).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: Tab to the next chip and press Enter.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox')).toHaveValue('1.000.000');
  },
};

export const WithLimits: Story = {
  args: { min: 10000, max: 5000000, value: '250000', quickAmounts: [50000, 100000, 500000] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/10\.000.*5\.000\.000/);
  },
};

export const WithError: Story = {
  render: function Render(args) {
    const t = useSamples();
    return <Controlled {...args} error={t.amountError} />;
  },
  args: { min: 10000, max: 5000000, value: '5000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreditInThb: Story = {
  name: 'Credit in THB',
  args: { currency: 'THB', value: '1500', quickAmounts: [100, 300, 500, 1000], min: 100, max: 50000 },
};

export const Disabled: Story = { args: { disabled: true, value: '1500000', quickAmounts: [50000, 100000] } };
