import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSamples } from '../../stories/samples';
import { SuccessDialog, type SuccessDialogProps } from './SuccessDialog';

function PasswordChanged(args: Partial<SuccessDialogProps>) {
  const t = useSamples();
  return <SuccessDialog {...args} title={t.successTitle} description={t.successDescription} />;
}

const meta = {
  title: 'Overlays/SuccessDialog',
  component: SuccessDialog,
  render: (args) => <PasswordChanged {...args} />,
  args: { title: '', description: '', open: true, onAction: fn(), onOpenChange: fn() },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 440 },
      description: {
        component:
          'Confirms a success with a check mark and one button ("Close" by default). `onAction` runs when the button is ' +
          'pressed, e.g. the page reload after a password change (SPEC §4); Escape only closes.',
      },
    },
  },
} satisfies Meta<typeof SuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordChangedDialog: Story = {
  name: 'Password changed',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/\S/);
    const button = within(dialog).getByRole('button');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CustomAction: Story = {
  render: function Render(args) {
    const t = useSamples();
    return <PasswordChanged {...args} actionLabel={t.login} />;
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
