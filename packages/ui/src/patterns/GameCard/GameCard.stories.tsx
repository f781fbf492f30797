import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import { GameCard, GameCardSkeleton } from './GameCard';
import * as s from './GameCard.stories.css';
import { gameImage } from './storyImages';

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  args: { name: 'Golden Dragon', image: gameImage(0, 'DRAGON'), tags: ['hot'], onPlay: fn() },
  render: (args) => (
    <div className={s.frame}>
      <GameCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A game tile: the image (lazy, with `width`/`height` so the grid does not jump while it loads), the name (two ' +
          'lines at most), New / Hot tags and Play. The whole card is the Play target; its accessible name is ' +
          '"Play <name>". `opening` makes it busy while the game URL is fetched. `priority` loads the image eagerly ' +
          'for the first row.',
      },
    },
  },
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hot: Story = {
  play: async ({ canvas, args }) => {
    const play = canvas.getByRole('button', { name: tr('game:playNamed', { name: 'Golden Dragon' }) });
    play.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledOnce();
    const img = canvas.getByRole('presentation');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '300');
    await expect(canvas.getByText(tr('game:tag.hot'))).toBeVisible();
  },
};

export const NewAndHot: Story = { name: 'New and hot', args: { tags: ['new', 'hot'], image: gameImage(1, 'FISH') } };

export const NoTags: Story = { args: { tags: [], name: 'Baccarat', image: gameImage(2, 'BACCARAT') } };

export const LongLaoName: Story = {
  name: 'Long Lao name (two lines)',
  args: { name: 'ມັງກອນຄຳ ແລະ ເສືອເງິນ ສະລັອດພິເສດ ປີໃໝ່ລາວ', image: gameImage(3, 'ມັງກອນ'), tags: ['new'] },
};

export const Opening: Story = {
  args: { opening: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPlay).not.toHaveBeenCalled();
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ClickAnywhere: Story = {
  name: 'The whole card plays',
  play: async ({ canvas, args }) => {
    // What a tap on the image or the name hits: the button's stretched target.
    const button = canvas.getByRole('button');
    for (const part of [canvas.getByRole('presentation'), canvas.getByRole('heading')]) {
      const box = part.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      await expect(hit).toBe(button);
    }
    await userEvent.click(button);
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

/** The favourite toggle (shown with onFavouriteChange) over a 4:3 cover, as the lobbies use it. */
export const Favourite: Story = {
  args: { imageAspect: 'landscape', imageWidth: 400, imageHeight: 300, favourite: false, onFavouriteChange: fn() },
  play: async ({ canvas, args }) => {
    const star = canvas.getByRole('button', { name: tr('game:favouriteNamed', { name: 'Golden Dragon' }) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(true);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** A card as narrow as a 360 px phone's two columns, new, hot and the star: the tags wrap before the star, never under it. */
export const NarrowWithStar: Story = {
  name: 'Narrow: tags and the star',
  args: { tags: ['new', 'hot'], imageAspect: 'landscape', imageWidth: 400, imageHeight: 300, favourite: true, onFavouriteChange: fn() },
  render: (args) => (
    <div className={s.narrow}>
      <GameCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const star = canvas.getByRole('button', { name: tr('game:favouriteNamed', { name: 'Golden Dragon' }) }).getBoundingClientRect();
    for (const tag of canvas.getAllByRole('listitem')) {
      const box = tag.getBoundingClientRect();
      const overlaps = box.left < star.right && box.right > star.left && box.top < star.bottom && box.bottom > star.top;
      await expect(overlaps, `${tag.textContent} under the star`).toBe(false);
    }
  },
};

export const Skeleton: Story = {
  render: () => (
    <div className={s.frame}>
      <GameCardSkeleton />
    </div>
  ),
};
