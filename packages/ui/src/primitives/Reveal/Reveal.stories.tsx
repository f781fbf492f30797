import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { useSamples } from '../../stories/samples';
import * as s from '../ScrollToTop/ScrollToTop.stories.css';
import { Reveal } from './Reveal';

/** A long form; its button at the end replaces it with a state (a withdrawal being checked). */
function ReplacedPage() {
  const t = useSamples();
  const [sent, setSent] = useState(false);
  return (
    <main className={s.page}>
      {sent ? (
        <Reveal>
          <Card title={t.cardTitle} headingLevel={2} accent>
            <p>{t.cardBody}</p>
          </Card>
        </Reveal>
      ) : (
        <>
          {Array.from({ length: 30 }, (_, i) => (
            <p key={i} className={s.paragraph}>
              {t.cardBody}
            </p>
          ))}
          <Button onClick={() => setSent(true)}>{t.save}</Button>
        </>
      )}
    </main>
  );
}

const meta = {
  title: 'Frame/Reveal',
  component: Reveal,
  args: { children: null },
  render: () => <ReplacedPage />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 500 },
      description: {
        component:
          "Wraps a state that replaces a page's content after an action (a withdrawal being checked, its result): " +
          'the page stays where the player had scrolled it, so the state\'s first heading is brought into view and ' +
          'takes focus (a screen reader reads it; Tab goes on from there). A dialog closing over it hands focus to it. ' +
          'No box of its own.',
      },
    },
  },
} satisfies Meta<typeof Reveal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent from the end of a long page: the state's heading in view, with focus. */
export const ReplacesScrolledContent: Story = {
  name: 'Replaces scrolled-down content',
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button');
    send.scrollIntoView();
    await userEvent.click(send);
    const heading = await canvas.findByRole('heading', { level: 2 });
    await waitFor(() => {
      const box = heading.getBoundingClientRect();
      expect(box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
    });
    await expect(heading).toHaveFocus();
  },
};
