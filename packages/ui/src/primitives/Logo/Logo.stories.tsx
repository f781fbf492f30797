import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { Logo } from './Logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  parameters: {
    docs: {
      description: {
        component:
          'The Dokkham brand. "Dok kham" is Lao for "golden flower": the mark is a five-petal champa (plumeria), the ' +
          'national flower of Laos, lit gold from the centre; the wordmark is drawn (no font) with DOK in the text colour ' +
          'and KHAM in gold. **full** in the navbar and drawer, **mark** where space is tight (loader, favicon). It is an ' +
          'image named by the brand; make it `decorative` when a surrounding link already names it.',
      },
    },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/\S/);
  },
};

export const Mark: Story = { args: { variant: 'mark', height: 64 } };

export const Sizes: Story = {
  render: () => (
    <div className={layout.wideStack}>
      <Logo height={28} />
      <Logo height={40} />
      <Logo height={64} />
      <div className={layout.row}>
        <Logo variant="mark" height={24} />
        <Logo variant="mark" height={40} />
        <Logo variant="mark" height={96} />
      </div>
    </div>
  ),
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
