import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LockIcon } from '../icons/icons';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { PasswordField, PasswordFields } from '../PasswordFields/PasswordFields';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

function ChangePasswordDialog(args: Partial<DialogProps>) {
  const t = useSamples();
  return (
    <Dialog
      {...args}
      trigger={<Button variant="secondary" icon={<LockIcon />}>{t.changePassword}</Button>}
      title={t.dialogTitle}
      description={t.dialogDescription}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost">{t.cancel}</Button>
          </DialogClose>
          <Button type="submit" form="change-password">{t.save}</Button>
        </>
      }
    >
      <form id="change-password" className={layout.stack} onSubmit={(e) => e.preventDefault()}>
        <PasswordFields>
          <PasswordField label={t.currentPassword} autoComplete="current-password" />
          <PasswordField label={t.newPassword} autoComplete="new-password" />
          <PasswordField label={t.confirmNewPassword} autoComplete="new-password" />
        </PasswordFields>
      </form>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  render: (args) => <ChangePasswordDialog {...args} />,
  args: { title: '', description: '', onOpenChange: fn() },
  parameters: {
    docs: {
      // Each story in its own frame: open dialogs would otherwise cover the docs page.
      story: { inline: false, iframeHeight: 560 },
      description: {
        component:
          'A modal dialog on Radix: focus moves in and is trapped, Escape and the close button close it, and focus ' +
          'returns to the element that opened it. `title` and `description` are required (they name and describe the ' +
          'dialog; hide the description visually with `hideDescription` if the content says it). On phones it is a ' +
          'bottom sheet. `dismissible={false}` for steps that must be answered.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Focus trap, Escape and focus restore',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/\S/);
    await expect(dialog).toHaveAccessibleDescription(/\S/);
    // Focus starts on the first field and Tab cycles inside the dialog.
    const inputs = within(dialog).getAllByLabelText(/.+/, { selector: 'input' });
    await waitFor(() => expect(inputs[0]).toHaveFocus());
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    // The corner close button is last in the tab order.
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NotDismissible: Story = {
  render: function Render(args) {
    const t = useSamples();
    const [open, setOpen] = useState(true);
    return (
      <Dialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        dismissible={false}
        title={t.confirmTitle}
        description={t.confirmDescription}
        footer={<Button onClick={() => setOpen(false)}>{t.save}</Button>}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const Sizes: Story = {
  render: function Render() {
    const t = useSamples();
    return (
      <div className={layout.row}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Dialog
            key={size}
            size={size}
            trigger={<Button variant="secondary">{size}</Button>}
            title={t.dialogTitle}
            description={t.cardBody}
          />
        ))}
      </div>
    );
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true },
  render: function Render(args) {
    const t = useSamples();
    return (
      <Dialog {...args} title={t.cardTitle} description={t.cardDescription}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>{t.cardBody}</p>
        ))}
      </Dialog>
    );
  },
};
