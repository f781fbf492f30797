import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useSamples } from '../../internal/stories/samples';
import { tr } from '../../internal/stories/fixtures';
import { ScrollToTop, type ScrollToTopProps } from './ScrollToTop';
import * as s from './ScrollToTop.stories.css';

/** A long page to scroll. */
function LongPage(args: ScrollToTopProps) {
  const t = useSamples();
  return (
    <>
      <main id="story-main" className={s.page}>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i} className={s.paragraph}>
            {t.cardBody}
          </p>
        ))}
      </main>
      <ScrollToTop {...args} />
    </>
  );
}

const meta = {
  title: 'Frame/ScrollToTop',
  component: ScrollToTop,
  args: { focusTargetId: 'story-main' },
  render: (args) => <LongPage {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 500 },
      description: {
        component:
          'A round gold "back to top" button (SPEC §2): it appears once the page is scrolled past `threshold` (500 px) ' +
          'and scrolls smoothly to the top, or at once when the player prefers reduced motion. With `focusTargetId` ' +
          'focus moves to that element (the main content) so keyboard users continue from the top. On phones it sits ' +
          'above the BottomAppBar.',
      },
    },
  },
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = () => document.querySelector<HTMLButtonElement>(`button[aria-label="${tr('nav:scrollToTop')}"]`);

export const Hidden: Story = {
  name: 'At the top: hidden',
  play: async () => {
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(button()).toBeNull();
  },
};

export const Shown: Story = {
  name: 'Scrolled past 500 px: shown',
  play: async ({ canvas }) => {
    window.scrollTo(0, 400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button')).toBeNull();
    window.scrollTo(0, 900);
    await waitFor(() => expect(canvas.getByRole('button', { name: tr('nav:scrollToTop') })).toBeVisible());
  },
};

export const ScrollsUp: Story = {
  name: 'Scrolls to the top and moves focus',
  play: async ({ canvas }) => {
    window.scrollTo(0, 1200);
    const up = await canvas.findByRole('button', { name: tr('nav:scrollToTop') });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
    await expect(document.getElementById('story-main')).toHaveFocus();
  },
};
