import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { Skeleton } from './Skeleton';
import * as s from './Skeleton.stories.css';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'Placeholder shapes while content loads (HistoryTable, GameGrid). Size and shape come from a class; the ' +
          'skeleton itself is hidden from screen readers, so the container must say it is loading (`aria-busy` and a ' +
          'hidden "Loading" text). The pulse stops when the player prefers reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div className={layout.stack}>
      <Skeleton className={s.avatar} />
      <Skeleton variant="text" className={s.line} />
      <Skeleton variant="text" className={s.shortLine} />
      <Skeleton className={s.card} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const el of canvasElement.querySelectorAll('span')) await expect(el).toHaveAttribute('aria-hidden', 'true');
  },
};
