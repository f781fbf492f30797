import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { BankIcon, RefreshIcon } from '../icons/icons';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { Card, type CardProps } from './Card';

function Sample(args: CardProps) {
  const t = useSamples();
  return (
    <div className={layout.stack}>
      <Card title={t.cardTitle} description={t.cardDescription} {...args}>
        <p>{t.cardBody}</p>
      </Card>
    </div>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  render: Sample,
  parameters: {
    docs: {
      description: {
        component:
          'A surface that groups related content. Optional header (title, description, actions) and footer (buttons). ' +
          '**flat** sits on the page; **raised** lifts above it (dialog-like panels, the main form of a screen). ' +
          '`accent` adds a gold top rule: use it once per screen at most. `as="section"` names the region by its title.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Raised: Story = { args: { elevation: 'raised' } };

export const Accent: Story = { args: { elevation: 'raised', accent: true } };

export const WithActionsAndFooter: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <Sample
        {...args}
        as="section"
        actions={<IconButton label={t.retry} icon={<RefreshIcon />} size="sm" />}
        footer={
          <>
            <Button variant="ghost">{t.cancel}</Button>
            <Button icon={<BankIcon />}>{t.save}</Button>
          </>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    // A section with a title is a named region.
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/\S/);
  },
};

export const NoHeader: Story = {
  render: function Render() {
    const t = useSamples();
    return (
      <div className={layout.stack}>
        <Card padding="lg">
          <p>{t.cardBody}</p>
        </Card>
      </div>
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
