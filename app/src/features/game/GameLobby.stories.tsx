import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorMessage, i18n } from '@dokkham/i18n';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, e, resetToastsLoader, t, withFrame } from '../stories/storyKit';
import { GameLobby } from './GameLobby';

const meta = {
  title: 'Screens/Player/Games',
  component: GameLobby,
  args: { provider: 'alphabet' },
  decorators: [withFrame],
  loaders: [resetToastsLoader],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/game/alphabet' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          "A provider's lobby: its credit (refresh, deposit shortcut), search by name (`?q=`), tabs for all games, " +
          'favourites, recently played (both per player on the device) and each category (askmebet: `?tab=`), and the ' +
          'grid. Choosing a game opens a tab in the click and points it at the open-game URL; blocked, a dialog offers ' +
          "the same tab; without credit, 'please deposit' leads to the deposit form with the provider.",
      },
    },
  },
} satisfies Meta<typeof GameLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const cards = (canvas: Canvas) => canvas.queryAllByRole('article');
const playButton = (canvas: Canvas, name: string) => canvas.getByRole('button', { name: t('game:playNamed', { name }) });
const listed = async (canvas: Canvas) => waitFor(() => expect(cards(canvas).length).toBeGreaterThan(0));
const search = (canvas: Canvas) => canvas.getByRole('searchbox', { name: t('game:search') });
const tab = (canvas: Canvas, key: string) => canvas.getByRole('tab', { name: t(key) });
/** The page's document: dialogs are portalled outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** What window.open returned in the click: a stand-in tab (or none: blocked), restored after. */
function stubWindowOpen(tabOpens: boolean) {
  const original = window.open;
  const fake = { opener: {}, closed: false, location: { href: '' }, document: { title: '', body: { textContent: '' } }, close() {} };
  window.open = (() => (tabOpens ? fake : null)) as typeof window.open;
  return { fake, restore: () => (window.open = original) };
}

/** The list is on its way: placeholder tiles and a hidden status. */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/games/alphabet', 'get')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('ui:loading'));
    await expect(canvas.queryByRole('list', { name: t('game:all') })).toBeNull();
  },
};

/** alphabet's games with images, New / Hot tags, the credit and the deposit shortcut. */
export const Alphabet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: t('game:title.alphabet') })).toBeVisible();
    await expect(playButton(canvas, 'Golden Naga')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('game:depositTo', { provider: 'Alphabet' }) })).toHaveAttribute(
      'href',
      '/player/deposit?provider=alphabet',
    );
    await expect(canvas.getByText(t('game:count', { count: cards(canvas).length }))).toBeVisible();
  },
};

/** askmebet from the menu (?tab=Slot); another tab changes the URL's tab and the list. */
export const AskmebetTab: Story = {
  name: 'askmebet: category tab',
  args: { provider: 'askmebet' },
  parameters: { router: { initialPath: '/player/game/askmebet?tab=Slot' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    await expect(tab(canvas, 'common:category.slot')).toHaveAttribute('aria-selected', 'true');
    await expect(playButton(canvas, 'Wild Buffalo')).toBeVisible();
    await userEvent.click(tab(canvas, 'common:category.sport'));
    await waitFor(() => expect(tab(canvas, 'common:category.sport')).toHaveAttribute('aria-selected', 'true'));
    await expect(playButton(canvas, 'Muay Thai Live')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('game:playNamed', { name: 'Wild Buffalo' }) })).toBeNull();
    await expect(cards(canvas)).toHaveLength(4);
  },
};

/** A landing tile's category the provider has no games in (?tab=Card): its tab selected, the empty message says so and leads to all games. */
export const AskmebetEmptyCategory: Story = {
  name: 'askmebet: category without games',
  args: { provider: 'askmebet' },
  parameters: { router: { initialPath: '/player/game/askmebet?tab=Card' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: t('game:noCategory', { category: t('common:category.card'), provider: 'AskMeBet' }),
      }),
    ).toBeVisible();
    await expect(tab(canvas, 'common:category.card')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('game:showAll') }));
    await waitFor(() => expect(tab(canvas, 'game:all')).toHaveAttribute('aria-selected', 'true'));
    await expect(playButton(canvas, 'Wild Buffalo')).toBeVisible();
  },
};

/** A search by name narrows the list. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    await userEvent.type(search(canvas), 'naga');
    await waitFor(() => expect(cards(canvas)).toHaveLength(1));
    await expect(playButton(canvas, 'Golden Naga')).toBeVisible();
  },
};

/** No game by that name: said, and the search can be cleared. */
export const EmptySearch: Story = {
  name: 'Search: no games',
  parameters: { router: { initialPath: '/player/game/gclub?q=poker' } },
  args: { provider: 'gclub' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(search(canvas)).toHaveValue('poker'));
    await userEvent.clear(search(canvas));
    await userEvent.type(search(canvas), 'zzz');
    await expect(await canvas.findByRole('heading', { name: t('game:noMatch', { query: 'zzz' }) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('game:clearSearch') })).toBeVisible();
  },
};

/** Stars mark favourites; their tab lists them (kept per player on the device). */
export const Favourites: Story = {
  args: { provider: 'gclub' },
  parameters: { router: { initialPath: '/player/game/gclub' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    await userEvent.click(tab(canvas, 'game:favourites'));
    await expect(await canvas.findByRole('heading', { name: t('game:noFavourites') })).toBeVisible();
    await userEvent.click(tab(canvas, 'game:all'));
    for (const name of ['Dragon Tiger', 'Blackjack']) {
      const star = await canvas.findByRole('button', { name: t('game:favouriteNamed', { name }) });
      await userEvent.click(star);
      await expect(star).toHaveAttribute('aria-pressed', 'true');
    }
    await userEvent.click(tab(canvas, 'game:favourites'));
    await waitFor(() => expect(cards(canvas)).toHaveLength(2));
  },
};

/** A game opened in a new tab (window.open in the click, then its URL) is first in recently played. */
export const Recent: Story = {
  name: 'Opened, then recently played',
  args: { provider: 'gclub' },
  parameters: {
    router: { initialPath: '/player/game/gclub' },
    // The profile answers after the click (a slow network): the played game still counts.
    msw: {
      handlers: [
        http.get('/api/v2/players/my', async () => {
          await delay(1500);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    const { fake, restore } = stubWindowOpen(true);
    try {
      await userEvent.click(playButton(canvas, 'Baccarat Classic'));
      await waitFor(() => expect(fake.location.href).toBe('/api/__mock/play/gclub/gclub-baccarat-classic'));
      await expect(fake.opener).toBeNull();
    } finally {
      restore();
    }
    await userEvent.click(tab(canvas, 'game:recent'));
    await waitFor(() => expect(cards(canvas)).toHaveLength(1));
    await expect(playButton(canvas, 'Baccarat Classic')).toBeVisible();
  },
};

/** The list could not be loaded: said, with retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [answer.error('/v2/games/alphabet', 'INTERNAL_ERROR', 500, 'get')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('game:error'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:action.retry') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('game:error'));
  },
};

/** The new tab was blocked: the dialog opens the game here ('play game') or stays ('view more games'). */
export const PopupBlocked: Story = {
  name: 'Dialog: new tab blocked',
  args: { provider: 'gclub' },
  parameters: { router: { initialPath: '/player/game/gclub' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    const { restore } = stubWindowOpen(false);
    try {
      await userEvent.click(playButton(canvas, 'Dragon Tiger'));
    } finally {
      restore();
    }
    const dialog = await page(canvasElement).findByRole('dialog', { name: t('game:popupBlockedTitle') });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('game:playNamed', { name: 'Dragon Tiger' }) })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t('game:viewMore') })).toBeVisible();
  },
};

/** No credit with the provider (newbie): 'please deposit', to the deposit form with this provider. */
export const PleaseDeposit: Story = {
  name: 'Dialog: please deposit',
  args: { provider: 'gclub' },
  parameters: { scenario: 'newPlayer', router: { initialPath: '/player/game/gclub' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    const { restore } = stubWindowOpen(true);
    try {
      await userEvent.click(playButton(canvas, 'Dragon Tiger'));
    } finally {
      restore();
    }
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: t('game:cannotOpenTitle') });
    await expect(dialog).toHaveTextContent(t('game:cannotOpen'));
    await expect(within(dialog).getByRole('link', { name: t('game:depositTo', { provider: 'GClub' }) })).toHaveAttribute(
      'href',
      '/player/deposit?provider=gclub',
    );
  },
};

/** The game is gone (GAME_NOT_FOUND): its text. */
export const GameNotFound: Story = {
  name: 'Dialog: game not found',
  args: { provider: 'gclub' },
  parameters: {
    router: { initialPath: '/player/game/gclub' },
    msw: { handlers: [answer.error('/v2/games/open', 'GAME_NOT_FOUND', 404)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvas);
    const { restore } = stubWindowOpen(true);
    try {
      await userEvent.click(playButton(canvas, 'Dragon Tiger'));
      const dialog = await page(canvasElement).findByRole('alertdialog', { name: t('game:cannotOpenTitle') });
      await expect(dialog).toHaveTextContent(e('GAME_NOT_FOUND'));
    } finally {
      restore();
    }
  },
};

/** When the onBreak scenario's break ends. */
const ENDS = '2025-03-19T02:30:00.000Z';

/** On a break (7 days, ends 19/03/2025 09:30): the credit stays, the games are closed with the end, no deposit shortcut. */
export const OnBreak: Story = {
  parameters: { scenario: ['signedIn', 'onBreak'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = within(await canvas.findByTestId('restriction-notice', {}, { timeout: 8000 }));
    await expect(notice.getByRole('heading', { name: t('protection:restricted.BREAK.title') })).toBeVisible();
    await expect(notice.getByText(/19\/03\/2025 09:30/)).toBeVisible();
    await expect(canvas.queryByRole('tablist') ?? canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('game:depositTo', { provider: 'Alphabet' }) })).toBeNull();
  },
};

/** The agency refuses the game (a break taken on another device): its catalogue message, with the end. */
export const OpenRefusedOnBreak: Story = {
  name: 'Dialog: on a break',
  args: { provider: 'gclub' },
  parameters: {
    router: { initialPath: '/player/game/gclub' },
    msw: { handlers: [http.post('/api/v2/games/open', () => HttpResponse.json({ code: 'PLAYER_ON_BREAK', message: '', params: { endsAt: ENDS } }, { status: 403 }))] },
  },
  play: async ({ canvasElement }) => {
    await listed(within(canvasElement));
    const { restore } = stubWindowOpen(true);
    await userEvent.click(playButton(within(canvasElement), 'Dragon Tiger')).finally(restore);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: t('game:cannotOpenTitle') });
    await expect(dialog).toHaveTextContent(errorMessage(i18n.t, { code: 'PLAYER_ON_BREAK', status: 403, params: { endsAt: ENDS } }));
  },
};
