import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useSamples } from '../../stories/samples';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function CancelOrder(args: Partial<ConfirmDialogProps>) {
  const t = useSamples();
  return (
    <ConfirmDialog
      onConfirm={fn()}
      {...args}
      trigger={<Button variant="secondary">{t.cancel}</Button>}
      title={t.confirmTitle}
      description={t.confirmDescription}
    />
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <CancelOrder {...args} />,
  args: { title: '', description: '', onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          'Asks before an action (an alertdialog). Focus starts on Cancel, the safe choice; Escape cancels. ' +
          '`tone="danger"` for destructive actions. If `onConfirm` returns a promise, Confirm shows a spinner, the ' +
          'dialog cannot be dismissed meanwhile, and it closes when the promise resolves (stays open if it rejects). ' +
          'Default button texts come from the ui namespace.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(confirm!);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  name: 'Cancel with Escape',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { defaultOpen: true, tone: 'danger' } };

export const AsyncConfirm: Story = {
  name: 'Async confirm (spinner, then closes)',
  args: {
    defaultOpen: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await userEvent.click(confirm!);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(cancel).toBeDisabled();
    // Not dismissible while busy.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Loading: Story = { args: { defaultOpen: true, loading: true } };
