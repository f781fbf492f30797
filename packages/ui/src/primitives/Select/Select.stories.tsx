import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { BANKS, useSamples } from '../../stories/samples';
import { Select, type SelectProps } from './Select';

function Field(args: Partial<SelectProps>) {
  const t = useSamples();
  return (
    <div className={layout.stack}>
      <Select options={BANKS} placeholder={t.chooseBank} {...args} label={t.bank} />
    </div>
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  render: Field,
  args: { label: '', options: BANKS, name: 'bank', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A styled native select: phones open their own picker, keyboard and screen readers work everywhere. ' +
          '`placeholder` adds a first "choose one" entry that cannot be picked again. Works with react-hook-form `register`.',
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'LDB');
    await expect(select).toHaveValue('LDB');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'BCEL' },
  play: async ({ canvas }) => {
    // Reached with Tab; the platform handles arrows and type-ahead on a native select.
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await expect(canvas.getByRole('combobox')).toHaveValue('BCEL');
  },
};

export const WithError: Story = {
  render: function Render(args) {
    const t = useSamples();
    return <Field {...args} error={t.chooseBank} required />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'JDB' } };
