import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkButton } from '../Button/LinkButton';
import { DepositIcon, HistoryIcon } from '../icons/icons';
import { useSamples } from '../../stories/samples';
import { EmptyState, type EmptyStateProps } from './EmptyState';

function NoDeposits(args: Partial<EmptyStateProps>) {
  const t = useSamples();
  return <EmptyState icon={<HistoryIcon />} {...args} title={t.emptyTitle} description={t.emptyDescription} />;
}

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  render: (args) => <NoDeposits {...args} />,
  args: { title: '' },
  parameters: {
    docs: {
      description: {
        component:
          'Where a list is empty: what is missing, why, and (with `action`) what to do next. Keep the title short; the ' +
          'description may wrap. The heading level fits the page outline (`headingLevel`).',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/\S/);
  },
};

export const WithAction: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <NoDeposits
        {...args}
        action={
          <LinkButton href="/player/deposit" icon={<DepositIcon />}>
            {t.deposit}
          </LinkButton>
        }
      />
    );
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };
