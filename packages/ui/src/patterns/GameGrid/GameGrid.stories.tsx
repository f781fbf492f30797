import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { gameImage } from '../GameCard/storyImages';
import { tr } from '../../stories/fixtures';
import { GameGrid, type GameGridItem, type GameGridProps } from './GameGrid';

const NAMES = [
  'Golden Dragon', 'Fortune Fish', 'Lucky Baccarat', 'Mekong Treasure', 'Tiger Roulette', 'ມັງກອນຄຳ',
  'Champa Slots', 'Keno Gold', 'ໄຫ່ໂລ ລາວ', 'Sicbo Royale', 'Dragon Tiger', 'Jackpot Elephant',
  'Poker Kings', 'Fantan Classic', 'Pokdeng 9', 'Blackjack Pro', 'Lottery Live', 'Chicken Fight',
];
const GAMES: GameGridItem[] = NAMES.map((name, i) => ({
  id: `g${i}`,
  name,
  image: gameImage(i, name.split(' ')[0]!.toUpperCase().slice(0, 9)),
  tags: i % 5 === 0 ? ['hot'] : i % 7 === 1 ? ['new'] : [],
}));

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: { label: '', games: GAMES, onPlay: fn() },
  // The list's name in the story's language.
  render: (args: GameGridProps<GameGridItem>) => <GameGrid {...args} label={tr('game:title.alphabet')} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Game tiles in a responsive grid: three columns on a 390 px phone, as many as fit (about seven) on desktop. ' +
          'The first `priorityCount` images load eagerly, the rest lazily. While loading: placeholder tiles and a ' +
          'hidden "Loading" status; with no games: an empty state (a different category or provider is the way out).',
      },
    },
  },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: tr('game:title.alphabet') });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(NAMES.length);
    const images = list.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[6]).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(list).getByRole('button', { name: tr('game:playNamed', { name: 'Fortune Fish' }) }));
    await expect(args.onPlay).toHaveBeenCalledWith(GAMES[1]);
  },
};

export const Opening: Story = {
  name: 'One game opening',
  args: { openingId: 'g2' },
};

export const Loading: Story = {
  args: { games: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(tr('ui:loading'));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: tr('game:empty') })).toBeVisible();
  },
};

const MANY: GameGridItem[] = Array.from({ length: 200 }, (_, i) => ({ ...GAMES[i % GAMES.length]!, id: `m${i}`, name: `${NAMES[i % NAMES.length]} ${i + 1}` }));

/** A lobby of hundreds: only the rows on and near the screen are in the page; focus and Tab still reach every card. */
export const LongList: Story = {
  name: 'Long list (rows near the screen only)',
  args: { games: MANY },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: tr('game:title.alphabet') });
    const items = () => [...list.querySelectorAll<HTMLElement>(':scope > li')];
    const position = (item: Element | null | undefined) => Number(item?.getAttribute('aria-posinset'));
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    await expect(items().length).toBeLessThan(MANY.length);
    await expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items()[0]).toHaveAttribute('aria-setsize', String(MANY.length));
    // A card in the rows beyond the screen takes focus: it scrolls in and the rows after it render.
    const last = position(items().at(-1));
    const card = items().at(-2)!;
    within(card).getByRole('button').focus();
    await waitFor(() => expect(position(items().at(-1))).toBeGreaterThan(last));
    // Tab goes on to the next card, as in a list rendered whole.
    await userEvent.tab();
    await expect(position(document.activeElement?.closest('li'))).toBe(position(card) + 1);
    window.scrollTo(0, 0);
  },
};
