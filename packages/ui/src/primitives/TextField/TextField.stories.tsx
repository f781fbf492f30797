import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { CopyIcon, UserIcon } from '../icons/icons';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { TextField, type TextFieldProps } from './TextField';

function Field(args: Partial<TextFieldProps>) {
  const t = useSamples();
  return (
    <div className={layout.stack}>
      <TextField autoComplete="username" {...args} label={t.username} />
    </div>
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  render: Field,
  args: { label: '', name: 'username', onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input: label, optional hint, error message (pass translated text), prefix and suffix inside ' +
          'the box. Native input attributes pass through and `ref` reaches the input, so `{...register("name")}` from ' +
          'react-hook-form works as is. The error sets `aria-invalid` and is linked with `aria-describedby`.',
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'player_01');
    await expect(input).toHaveValue('player_01');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  render: function Render(args) {
    const t = useSamples();
    return <Field {...args} hint={t.usernameHint} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/\S/);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  render: function Render(args) {
    const t = useSamples();
    return <Field {...args} defaultValue="player" hint={t.usernameHint} error={t.usernameError} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/\S/);
  },
};

export const PrefixAndSuffix: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <TextField {...args} label={t.username} prefix={<UserIcon />} />
        <TextField
          label={t.accountNumber}
          defaultValue="0302000410012345"
          readOnly
          inputMode="numeric"
          suffix={<IconButton label={t.accountNumber} icon={<CopyIcon />} size="sm" />}
        />
      </div>
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeRequired();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player_01' } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, placeholder: 'player_01' },
  play: async ({ canvas }) => {
    // The label is not shown but still names the input.
    await expect(canvas.getByRole('textbox')).toHaveAccessibleName(/\S/);
  },
};
