import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import * as f from '../TextField/TextField.css';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: '', children: () => null },
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <FormField {...args} label={t.accountNumber} hint={args.hint === undefined ? undefined : t.usernameHint}>
          {(control) => (
            <div className={f.box} data-invalid={control['aria-invalid'] ? '' : undefined}>
              <input {...control} className={f.input} inputMode="numeric" autoComplete="off" />
            </div>
          )}
        </FormField>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The wiring under every form control: a label, the control, a hint and an error message. The render function ' +
          'receives `id`, `aria-describedby` and `aria-invalid` to put on the control, so any custom control (a radio ' +
          'group, a bank picker) gets the same accessible label and error announcement as TextField.',
      },
    },
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleName(/\S/);
  },
};

export const WithHint: Story = { args: { hint: 'hint' } };

export const WithError: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <FormField {...args} label={t.accountNumber} error={t.usernameError} required>
          {(control) => (
            <div className={f.box} data-invalid={control['aria-invalid'] ? '' : undefined}>
              <input {...control} className={f.input} required defaultValue="12" />
            </div>
          )}
        </FormField>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    await expect(document.getElementById(describedBy.split(' ')[0]!)).toHaveTextContent(/\S/);
  },
};
