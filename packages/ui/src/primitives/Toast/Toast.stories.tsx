import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { Toaster, type ToasterProps } from './Toast';
import { resetToasts, toast, TOAST_DEFAULT_DURATION, type ToastOptions } from './toastStore';

const retry = fn();

function Demo(args: ToasterProps & { show?: 'default' | 'destructive' | 'action'; duration?: number }) {
  const t = useSamples();
  const options: Record<'default' | 'destructive' | 'action', ToastOptions> = {
    default: { title: t.toastTitle, description: t.toastDescription },
    destructive: { title: t.toastErrorTitle, description: t.toastErrorDescription, variant: 'destructive' },
    action: { title: t.toastErrorTitle, description: t.creditError, variant: 'destructive', action: { label: t.retry, onClick: retry } },
  };
  const { show = 'default', duration, ...toaster } = args;
  return (
    <>
      <div className={layout.row}>
        <Button onClick={() => toast({ ...options.default, duration: duration ?? TOAST_DEFAULT_DURATION })}>{t.deposit}</Button>
        <Button variant="danger" onClick={() => toast({ ...options.destructive, duration: duration ?? TOAST_DEFAULT_DURATION })}>
          {t.changePassword}
        </Button>
        <Button variant="secondary" onClick={() => toast({ ...options[show], duration: Infinity })}>
          {t.save}
        </Button>
      </div>
      <Toaster {...toaster} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  render: (args) => <Demo {...args} />,
  // Every story starts without toasts and with ids from 1: deterministic screenshots.
  beforeEach: () => {
    resetToasts();
    retry.mockClear();
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: {
        component:
          'Radix Toast under the design system\'s look. Mount `<Toaster />` once; call `toast({ title, description, ' +
          'variant })` from anywhere (also outside React). One toast at a time: a new one replaces the old. It closes ' +
          'after 5000 ms (paused while hovered or focused, or while the window is in the background), with its close ' +
          'button, Escape, or a swipe to the right of more than 50 px. F8 moves focus to the toast list, Tab into the ' +
          'toast and its buttons. Screen readers hear each toast (a destructive one at once). Variants: default (news), ' +
          'success (something done) and destructive. While a modal dialog is open toasts go under its layer. A dismissed toast is removed from the store only after a very long delay (SPEC §4).',
      },
    },
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region');
/** The list Radix keeps the toasts in: what F8 focuses. */
const list = () => within(region()).getByRole('list');

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const item = await within(region()).findByRole('listitem');
    await expect(item).toHaveTextContent(/\S/);
    await expect(item).toHaveAttribute('data-variant', 'default');
  },
};

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    const item = await within(region()).findByRole('listitem');
    await expect(item).toHaveAttribute('data-variant', 'destructive');
  },
};

export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await userEvent.click(first!);
    await userEvent.click(second!);
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(region()).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  },
};

export const HotkeyF8: Story = {
  name: 'Keyboard: F8 focuses the toasts, Tab goes into one, Escape dismisses',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[2]!);
    const item = await within(region()).findByRole('listitem');
    // By its code, as a keyboard sends it (Radix matches KeyboardEvent.code).
    await userEvent.keyboard('[F8]');
    await expect(list()).toHaveFocus();
    await expect(region()).toHaveAccessibleName(/F8/);
    // Tab reaches the toast, then its close button; Escape dismisses.
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
    // Focus is not lost with the toast: it stays on the list.
    await expect(list()).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[2]!);
    const item = await within(region()).findByRole('listitem');
    await userEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

export const AutoDismiss: Story = {
  name: 'Closes itself after its duration',
  args: { duration: 400 } as ToasterProps,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await within(region()).findByRole('listitem');
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull(), { timeout: 2000 });
  },
};

/** A finger's swipe to the right over the toast (pointer events as a touch screen sends them). */
function swipe(item: HTMLElement, dx: number) {
  const box = item.getBoundingClientRect();
  const x = box.left + 20;
  const y = box.top + 20;
  const touch = { pointerId: 1, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(item, { ...touch, button: 0, buttons: 1, clientX: x, clientY: y });
  for (const step of [0.25, 0.5, 0.75, 1]) fireEvent.pointerMove(item, { ...touch, buttons: 1, clientX: x + dx * step, clientY: y });
  fireEvent.pointerUp(item, { ...touch, button: 0, buttons: 0, clientX: x + dx, clientY: y });
}

export const Swipe: Story = {
  name: 'Touch: a swipe of 40 px springs back, one over 50 px dismisses',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[2]!);
    const item = await within(region()).findByRole('listitem');
    swipe(item, 40);
    await expect(item).toHaveAttribute('data-swipe', 'cancel');
    await expect(item).toBeInTheDocument();
    swipe(item, 60);
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

export const WithAction: Story = {
  args: { show: 'action' } as ToasterProps,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[2]!);
    const item = await within(region()).findByRole('listitem');
    const [action] = within(item).getAllByRole('button');
    await userEvent.click(action!);
    await expect(retry).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

function Preset({ variant, ...args }: ToasterProps & { variant: 'default' | 'success' | 'destructive' }) {
  const t = useSamples();
  useEffect(() => {
    if (variant === 'default') toast({ title: t.toastTitle, description: t.toastDescription, duration: Infinity });
    else if (variant === 'success') toast({ title: t.successTitle, description: t.successDescription, variant, duration: Infinity });
    else toast({ title: t.toastErrorTitle, description: t.toastErrorDescription, variant, duration: Infinity });
  }, [t, variant]);
  return <Toaster {...args} />;
}

export const ShowingDefault: Story = {
  name: 'Showing: default (screenshot)',
  render: (args) => <Preset {...args} variant="default" />,
  play: async () => {
    await within(region()).findByRole('listitem');
  },
};

/** A toast while a modal dialog is open goes under the dialog's layer: it never covers the dialog's title or close button. */
export const UnderAnOpenDialog: Story = {
  name: 'Under an open dialog',
  render: function Render(args) {
    const t = useSamples();
    useEffect(() => {
      toast({ variant: 'success', title: t.toastTitle, duration: Infinity });
    }, [t]);
    return (
      <>
        <Dialog defaultOpen title={t.dialogTitle} description={t.dialogDescription} />
        <Toaster {...args} />
      </>
    );
  },
  play: async () => {
    await screen.findByRole('dialog');
    // The page behind a modal is hidden from the accessibility tree: found by its markup.
    await waitFor(() => expect(document.querySelector('li[data-variant="success"]')).not.toBeNull());
    const item = document.querySelector<HTMLElement>('li[data-variant="success"]')!;
    const box = item.getBoundingClientRect();
    const top = () => document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // What is on top there is the dialog's layer (once Radix has given its layers their pointer events back).
    await waitFor(() => expect(item.contains(top())).toBe(false));
  },
};

/** Something done (a deposit credited, a bank account added): the success tones and a tick, not the info icon. */
export const ShowingSuccess: Story = {
  name: 'Showing: success (screenshot)',
  render: (args) => <Preset {...args} variant="success" />,
  play: async () => {
    const item = await within(region()).findByRole('listitem');
    await expect(item).toHaveAttribute('data-variant', 'success');
  },
};

export const ShowingDestructive: Story = {
  name: 'Showing: destructive (screenshot)',
  render: (args) => <Preset {...args} variant="destructive" />,
  play: async () => {
    await within(region()).findByRole('listitem');
  },
};
