import { isApiError, isZero, queries, useOpenGame, type Game, type GameCategory, type Provider } from '@dokkham/api';
import { errorMessage, useTranslation } from '@dokkham/i18n';
import { Button, LinkButton } from '@dokkham/ui/Button';
import { CreditCard } from '@dokkham/ui/CreditCard';
import { EmptyState } from '@dokkham/ui/EmptyState';
import { GameGrid } from '@dokkham/ui/GameGrid';
import { AlertIcon } from '@dokkham/ui/icons';
import { Tabs } from '@dokkham/ui/Tabs';
import { TextField } from '@dokkham/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../forms/useDebouncedValue';
import { RestrictionNotice, useRestriction } from '../protection/restriction';
import { GAME_TABS, tabCategory, validateAskmebetSearch, type GameTab } from '../../lib/search';
import type { GameDialogState } from './GameDialogs';
import { useGamePrefs } from './useGamePrefs';
import * as css from './game.css';

// Radix Dialog is its own chunk: most lobby visits never open a dialog.
const GameDialogs = lazy(() => import('./GameDialogs'));

/** What the tabs show: everything, the player's lists, or one category. */
type View = 'all' | 'favourites' | 'recent' | GameCategory;

/** Typing settles this long before the URL (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 200;

/** The games of a provider: alphabet has its own lobby list (SPEC §3), the others one list per provider. */
function useProviderGames(provider: Provider, urlCategory: GameCategory | undefined) {
  // Both answers carry `games` (the per-provider one more besides): the lobby reads only that.
  const options = (provider === 'alphabet' ? queries.alphabetGames() : queries.games(provider)) as ReturnType<
    typeof queries.alphabetGames
  >;
  const games = useQuery(options);
  const categories = useMemo(() => {
    // The URL's category is a tab even when the provider has no such games (a landing tile may
    // lead there): selected, with its empty message, never a view without a tab.
    const present = new Set(games.data?.games.map((g) => g.category));
    if (urlCategory) present.add(urlCategory);
    return GAME_TABS.map(tabCategory).filter((c) => present.has(c));
  }, [games.data, urlCategory]);
  return { ...games, categories };
}

const matches = (game: Game, query: string) => game.name.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/**
 * A provider's lobby (SPEC §2): the provider's credit (refresh, deposit shortcut), a search by
 * name (`?q=`, kept on reload), tabs for all games, favourites, recently played and each category
 * (askmebet's category is the URL's `?tab=`), and the grid. Choosing a game opens a blank tab in
 * the click (so the popup blocker lets it through), asks for the game's URL and points the tab
 * there; blocked, a dialog offers the same tab. No credit: 'please deposit', to the deposit form
 * with this provider. During a break or self-exclusion games are closed: the credit (withdrawals
 * stay open), and what is closed until when instead of the search, tabs and grid.
 */
export function GameLobby({ provider }: { provider: Provider }) {
  const { t } = useTranslation(['game', 'common', 'player']);
  const navigate = useNavigate();
  // The route validated the search already; Storybook's router has no app routes, so validate here too.
  const search = validateAskmebetSearch(useSearch({ strict: false }));
  const urlTab = provider === 'askmebet' ? search.tab : undefined;

  const games = useProviderGames(provider, urlTab && tabCategory(urlTab));
  const credits = useQuery(queries.credits());
  const credit = credits.data?.credits.find((c) => c.provider === provider)?.credit.amount;
  const playerId = useQuery({ ...queries.my(), select: (data) => data.player.id }).data;
  const prefs = useGamePrefs(playerId, provider);
  const restriction = useRestriction();

  const [localView, setLocalView] = useState<View>('all');
  const view: View = urlTab ? tabCategory(urlTab) : localView;

  const [typed, setTyped] = useState(search.q ?? '');
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const setSearch = (patch: { tab?: GameTab | undefined; q?: string | undefined }) =>
    void navigate({ to: '.', search: validateAskmebetSearch({ ...search, ...patch }) as never, replace: true });
  useEffect(() => {
    if (query !== (search.q ?? '')) setSearch({ q: query || undefined });
    // Only a settled change of the text moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const selectView = (value: string) => {
    const next = value as View;
    const category = GAME_TABS.find((tab) => tabCategory(tab) === next);
    if (provider === 'askmebet') {
      setLocalView(category ? 'all' : next);
      setSearch({ tab: category });
    } else setLocalView(next);
  };

  const shown = useMemo(() => {
    const all = games.data?.games ?? [];
    const byId = new Map(all.map((g) => [g.id, g]));
    const pick = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
    const inView =
      view === 'all'
        ? all
        : view === 'favourites'
          ? pick(prefs.favourites)
          : view === 'recent'
            ? pick(prefs.recent)
            : all.filter((g) => g.category === view);
    return query ? inView.filter((g) => matches(g, query)) : inView;
  }, [games.data, view, prefs.favourites, prefs.recent, query]);

  const [dialog, setDialog] = useState<GameDialogState | null>(null);
  const [openingId, setOpeningId] = useState<string>();
  const openGame = useOpenGame();

  const play = (game: Game) => {
    if (openGame.isPending) return;
    // Known to be zero: no tab to open (and close again); the server still decides.
    const knownZero = credit !== undefined && isZero(credit);
    const tab = knownZero ? null : window.open('about:blank', '_blank');
    if (tab) {
      // The game page gets no handle on the lobby.
      tab.opener = null;
      try {
        tab.document.title = t('game:opening');
        tab.document.body.textContent = t('game:opening');
      } catch {
        // Nothing to show in it: it is blank a moment longer.
      }
    }
    setOpeningId(game.id);
    openGame.mutate(
      { provider, gameId: game.id },
      {
        onSuccess: ({ url }) => {
          prefs.recordPlayed(game.id);
          if (tab && !tab.closed) tab.location.href = url;
          else setDialog({ kind: 'blocked', name: game.name, url });
        },
        onError: (error) => {
          tab?.close();
          setDialog(
            isApiError(error) && error.code === 'GAME_CANNOT_OPEN'
              ? { kind: 'deposit', name: game.name }
              : { kind: 'error', name: game.name, message: errorMessage(t, error) },
          );
        },
        onSettled: () => setOpeningId(undefined),
      },
    );
  };

  const title = t(`game:title.${provider}`);
  const providerName = t(`common:provider.${provider}`);
  const tabs: { value: View; label: string }[] = [
    { value: 'all', label: t('game:all') },
    { value: 'favourites', label: t('game:favourites') },
    { value: 'recent', label: t('game:recent') },
    ...games.categories.map((c) => ({ value: c, label: t(`common:category.${c}`) })),
  ];

  const empty = query
    ? {
        emptyTitle: t('game:noMatch', { query }),
        emptyDescription: t('game:noMatchHint'),
        emptyAction: (
          <Button variant="secondary" onClick={() => setTyped('')}>
            {t('game:clearSearch')}
          </Button>
        ),
      }
    : view === 'favourites'
      ? { emptyTitle: t('game:noFavourites'), emptyDescription: t('game:noFavouritesHint') }
      : view === 'recent'
        ? { emptyTitle: t('game:noRecent'), emptyDescription: t('game:noRecentHint') }
        : view === 'all'
          ? {}
          : {
              emptyTitle: t('game:noCategory', { category: t(`common:category.${view}`), provider: providerName }),
              emptyDescription: t('game:noCategoryHint', { provider: providerName }),
              emptyAction: (
                <Button variant="secondary" onClick={() => selectView('all')}>
                  {t('game:showAll')}
                </Button>
              ),
            };

  const showError = games.isError && !games.isFetching;
  const content = showError ? (
    <div role="alert" className={css.error}>
      <EmptyState icon={<AlertIcon />} title={t('game:error')} headingLevel={2} />
      <Button variant="secondary" onClick={() => void games.refetch()}>
        {t('common:action.retry')}
      </Button>
    </div>
  ) : (
    <>
      {games.data ? (
        <p className={css.count} aria-live="polite">
          {t('game:count', { count: shown.length })}
        </p>
      ) : null}
      <GameGrid
        label={tabs.find((tab) => tab.value === view)?.label ?? title}
        games={games.data ? shown : undefined}
        loading={games.isPending || games.isFetching}
        onPlay={play}
        openingId={openingId}
        imageAspect="landscape"
        imageWidth={400}
        imageHeight={300}
        isFavourite={(game) => prefs.favourites.includes(game.id)}
        onFavouriteChange={playerId ? (game, favourite) => prefs.setFavourite(game.id, favourite) : undefined}
        {...empty}
      />
    </>
  );

  return (
    <section className={css.screen} aria-labelledby="game-title">
      <div className={css.top}>
        <h1 id="game-title" className={css.title}>
          {title}
        </h1>
        <CreditCard
          provider={providerName}
          caption={t('game:credit', { provider: providerName })}
          amount={credit}
          loading={credits.isFetching}
          onRefresh={() => void credits.refetch()}
          error={credits.isError && !credits.isFetching ? t('player:creditsError') : undefined}
          footer={
            restriction ? undefined : (
              <LinkButton href={`/player/deposit?provider=${provider}`} size="sm">
                {t('game:depositTo', { provider: providerName })}
              </LinkButton>
            )
          }
          headingLevel={2}
        />
      </div>
      {restriction ? (
        <RestrictionNotice restriction={restriction} />
      ) : (
        <>
          <search className={css.controls} aria-label={t('game:search')}>
            <TextField
              type="search"
              name="q"
              label={t('game:search')}
              hideLabel
              placeholder={t('game:search')}
              autoComplete="off"
              enterKeyHint="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </search>
          <Tabs
            variant="pill"
            label={t('game:categories')}
            value={view}
            onValueChange={selectView}
            items={tabs.map((tab) => ({ ...tab, content: tab.value === view ? content : null }))}
          />
        </>
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <GameDialogs provider={provider} state={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
