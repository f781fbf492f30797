import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import { OfflinePage } from './OfflinePage';

const meta = {
  title: 'Pages/OfflinePage',
  component: OfflinePage,
  args: { offline: true, onRetry: fn(), fullPage: true },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Shown in place of a page the app cannot load for want of a connection: the installed app opens from its ' +
          "service worker's cache offline or on a dead network, and this says so instead of the browser's error. " +
          '`offline` (the device says it has no network) picks "you are offline", otherwise "cannot connect". ' +
          'Retry (`onRetry`) tries now; the app also retries by itself when the `online` event comes. Only texts of the ' +
          'bundled `common` namespace, so it never waits for a text over the network. `fullPage` adds the logo and ' +
          'fills the screen (no layout around: agency info could not load).',
      },
    },
  },
} satisfies Meta<typeof OfflinePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The device is offline: the app opened from its cache, agency info could not load. */
export const Offline: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(tr('common:network.title'));
    await expect(canvas.getByText(tr('common:network.offline'))).toBeVisible();
    await expect(canvas.getByText(tr('common:network.autoRetry'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: tr('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Online as far as the device knows, but nothing answers (a dead network, a captive portal). */
export const CannotConnect: Story = {
  name: 'Cannot connect (dead network)',
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(tr('common:network.error'))).toBeVisible();
    await expect(canvas.queryByText(tr('common:network.offline'))).toBeNull();
  },
};

/** A retry under way: the button is busy and a second press sends nothing more. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: tr('common:action.retry') });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Inside the player layout (a page's data could not load): no logo, the frame is around it. */
export const InLayout: Story = {
  name: 'In a layout',
  args: { fullPage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(tr('common:network.title'));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
