import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { status: 'PAID', kind: 'order' },
  parameters: {
    docs: {
      description: {
        component:
          'A status as a coloured pill with its translated name (status namespace). Orders (SPEC §4): OPEN gray, PAID ' +
          'yellow, SUCCESS green, FAILED / CANCELED / REJECTED red. Promotion usages: ACTIVE green, USED yellow, SUCCESS ' +
          'green, CANCELED red, INACTIVE gray. Any other value is shown as it is, in gray. Statuses come as the api ' +
          'parsed them, upper-case; the badge looks them up as given. Colour is never the only signal: the text always ' +
          'names the status.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/\S/, { selector: '[data-status]' });
    await expect(badge).toHaveAttribute('data-status', 'PAID');
    // Translated, not the raw code.
    await expect(badge).not.toHaveTextContent('PAID');
  },
};

const ORDER = ['OPEN', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED', 'REJECTED'];
const USAGE = ['ACTIVE', 'USED', 'SUCCESS', 'CANCELED', 'INACTIVE'];

export const OrderStatuses: Story = {
  render: () => (
    <div className={layout.row}>
      {ORDER.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const UsageStatuses: Story = {
  render: () => (
    <div className={layout.row}>
      {USAGE.map((status) => (
        <StatusBadge key={status} status={status} kind="usage" />
      ))}
    </div>
  ),
};

export const Unknown: Story = {
  name: 'Unknown value (gray, shown as is)',
  args: { status: 'EXPIRED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EXPIRED')).toBeInTheDocument();
  },
};
