import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { PasswordField, PasswordFields } from './PasswordFields';

const meta = {
  title: 'Forms/PasswordFields',
  component: PasswordFields,
  args: { children: null, onVisibleChange: fn() },
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <PasswordFields {...args}>
          <PasswordField label={t.currentPassword} name="currentPassword" autoComplete="current-password" />
          <PasswordField label={t.newPassword} name="newPassword" autoComplete="new-password" />
          <PasswordField label={t.confirmNewPassword} name="confirmNewPassword" autoComplete="new-password" />
        </PasswordFields>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Password fields that share ONE show/hide toggle (SPEC §4: the three fields of the change-password form). ' +
          'Wrap `PasswordField`s (TextField props, ref for react-hook-form) in `PasswordFields`. The toggle text stays ' +
          'the same; `aria-pressed` tells screen readers whether the passwords are shown.',
      },
    },
  },
} satisfies Meta<typeof PasswordFields>;
export default meta;
type Story = StoryObj<typeof meta>;

const passwordInputs = (root: HTMLElement) => Array.from(root.querySelectorAll('input'));

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const inputs = passwordInputs(canvasElement);
    await expect(inputs).toHaveLength(3);
    for (const input of inputs) await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    // One toggle shows all three.
    for (const input of passwordInputs(canvasElement)) await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    // Keyboard: Space on the focused toggle hides them again.
    toggle.focus();
    await userEvent.keyboard(' ');
    for (const input of passwordInputs(canvasElement)) await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Shown: Story = { args: { defaultVisible: true } };

export const WithErrors: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <PasswordFields {...args}>
          <PasswordField label={t.currentPassword} defaultValue="secret" error={t.passwordTooShort} />
          <PasswordField label={t.newPassword} defaultValue="newsecret1" />
          <PasswordField label={t.confirmNewPassword} defaultValue="newsecret2" error={t.passwordsDiffer} />
        </PasswordFields>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [current, , confirm] = passwordInputs(canvasElement);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SingleField: Story = {
  name: 'Single field (login)',
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <PasswordFields {...args}>
          <PasswordField label={t.password} autoComplete="current-password" defaultValue="hunter22" />
        </PasswordFields>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvasElement.querySelector('input')).toHaveValue('hunter22');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'text');
  },
};
