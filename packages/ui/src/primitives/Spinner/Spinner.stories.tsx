import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate loading indicator. It announces itself as a status with a label ("Loading" by default). ' +
          'Use `decorative` inside controls that already say they are busy (Button `loading` does this for you). ' +
          'With reduced motion it turns slower instead of stopping, so it never looks frozen.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={layout.row}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const CustomLabel: Story = {
  render: function Render() {
    const t = useSamples();
    return <Spinner label={t.loadingCredit} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
