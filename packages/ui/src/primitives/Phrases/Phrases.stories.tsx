import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import { Phrases } from './Phrases';
import * as s from './Phrases.stories.css';

const meta = {
  title: 'Primitives/Phrases',
  component: Phrases,
  args: { children: '' },
  parameters: {
    docs: {
      description: {
        component:
          'Headline text that breaks only between phrases: at spaces, and at zero-width spaces (U+200B) that the Lao, ' +
          'Thai and Chinese texts put between phrases (those scripts have no spaces between words). A phrase never ' +
          'wraps, so phrases stay short. With ' +
          '`text-wrap: balance` on the heading, lines come out even and no syllable stands alone. Text content and ' +
          'accessible name are the translation, unchanged.',
      },
    },
  },
} satisfies Meta<typeof Phrases>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing headline in a narrow column, in the story's language. */
export const Headline: Story = {
  render: () => (
    <h1 className={s.headline}>
      <Phrases>{tr('home:header.title')}</Phrases>
    </h1>
  ),
  play: async ({ canvas }) => {
    // toHaveTextContent collapses white space (the Vietnamese no-break spaces too): compare alike.
    const title = tr('home:header.title');
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toHaveTextContent(title.replace(/\s+/g, ' '));
  },
};
