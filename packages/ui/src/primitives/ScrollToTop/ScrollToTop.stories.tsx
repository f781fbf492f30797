import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useSamples } from '../../stories/samples';
import { tr } from '../../stories/fixtures';
import { media } from '../../theme/tokens';
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
          '(on phones once the player scrolls back up: going down it would sit on the cards\' own buttons) ' +
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

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/**
 * The button has read the scroll: it reads once per frame (and first a frame and a task after it
 * mounts), so 100 ms alone missed a reading on a loaded machine (CI, many story workers).
 */
const settled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await frame();
  await frame();
};
const phone = () => window.matchMedia(media.phone).matches;

export const Shown: Story = {
  name: 'Scrolled past 500 px: shown (phones: on the way back up)',
  play: async ({ canvas }) => {
    window.scrollTo(0, 400);
    await settled();
    await expect(canvas.queryByRole('button')).toBeNull();
    window.scrollTo(0, 900);
    await settled();
    if (phone()) {
      // Reading down a phone's page it gives way (it would cover the cards' buttons)...
      await expect(canvas.queryByRole('button')).toBeNull();
      window.scrollTo(0, 1500);
      await settled();
      await expect(canvas.queryByRole('button')).toBeNull();
      // ...and comes back when the player turns back up.
      window.scrollTo(0, 1300);
    }
    await waitFor(() => expect(canvas.getByRole('button', { name: tr('nav:scrollToTop') })).toBeVisible());
  },
};

export const ScrollsUp: Story = {
  name: 'Scrolls to the top and moves focus',
  play: async ({ canvas }) => {
    window.scrollTo(0, 1500);
    await settled();
    window.scrollTo(0, 1200);
    const up = await canvas.findByRole('button', { name: tr('nav:scrollToTop') });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
    await expect(document.getElementById('story-main')).toHaveFocus();
  },
};
