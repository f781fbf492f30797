import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageLoader } from './FullPageLoader';

const meta = {
  title: 'Feedback/FullPageLoader',
  component: FullPageLoader,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component:
          "The route pending state (SPEC §2): the brand mark and a spinner, centred on the page background. The router " +
          'shows it after its pending delay; it announces "Loading" (or `label`) as a status.',
      },
    },
  },
} satisfies Meta<typeof FullPageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const InContainer: Story = { args: { layout: 'fill' } };
