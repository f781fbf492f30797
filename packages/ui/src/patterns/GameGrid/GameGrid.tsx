import { useTranslation } from '@dokkham/i18n';
import { memo, type ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { GameCard, GameCardSkeleton, type GameImageAspect, type GameTag } from '../GameCard/GameCard';
import { GameIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './GameGrid.css';
import { useGridRows } from './useGridRows';

/** From this many games on, only the rows on and near the screen are rendered (a 600-game lobby scrolls at a phone's frame rate). */
export const VIRTUALIZE_FROM = 60;

export interface GameGridItem {
  id: string;
  name: string;
  image: string;
  tags?: readonly GameTag[];
}

export interface GameGridProps<Game extends GameGridItem> {
  /** Names the list for screen readers (e.g. the provider and category). */
  label: string;
  /** The games; undefined before the first load. */
  games: readonly Game[] | undefined;
  loading?: boolean;
  onPlay: (game: Game) => void;
  /** The game being opened (its card is busy). */
  openingId?: string;
  /** Placeholder cards while loading. */
  skeletonCount?: number;
  /** Cards whose images load eagerly (the first rows, above the fold). */
  priorityCount?: number;
  /** Image box ratio of every card; with imageWidth/imageHeight, the images' intrinsic size. */
  imageAspect?: GameImageAspect;
  imageWidth?: number;
  imageHeight?: number;
  /** Which games are favourites; with onFavouriteChange, each card shows the toggle. */
  isFavourite?: (game: Game) => boolean;
  onFavouriteChange?: (game: Game, favourite: boolean) => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Render only the rows near the screen from this many games on (default VIRTUALIZE_FROM). */
  virtualizeFrom?: number;
}

/**
 * A responsive grid of GameCards: three columns on phones, up to seven on desktop; placeholder
 * cards while loading and an empty state when a category has no games. A long list (a lobby of
 * 600 games) renders only the rows on and near the screen, its full height kept by the list's
 * padding: the page scrolls as a whole, Tab reaches the next card (the rows beyond the screen are
 * there), and each item says its place in the list (aria-posinset, aria-setsize).
 */
export function GameGrid<Game extends GameGridItem>({
  label,
  games,
  loading = false,
  onPlay,
  openingId,
  skeletonCount = 12,
  priorityCount = 6,
  imageAspect = 'square',
  imageWidth,
  imageHeight,
  isFavourite,
  onFavouriteChange,
  emptyTitle,
  emptyDescription,
  emptyAction,
  headingLevel = 3,
  className,
  virtualizeFrom = VIRTUALIZE_FROM,
}: GameGridProps<Game>) {
  const { t } = useTranslation(['game', 'ui']);
  const count = games?.length ?? 0;
  const virtual = count >= virtualizeFrom;
  const { setGrid, focus, range } = useGridRows(count, virtual);
  if (loading && !games?.length) {
    return (
      <div className={className} aria-busy="true">
        <output className={visuallyHidden}>{t('ui:loading')}</output>
        <div className={s.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <GameCardSkeleton key={i} imageAspect={imageAspect} />
          ))}
        </div>
      </div>
    );
  }
  if (!games?.length) {
    return (
      <EmptyState
        icon={<GameIcon />}
        title={emptyTitle ?? t('empty')}
        description={emptyDescription}
        action={emptyAction}
        headingLevel={headingLevel === 4 ? 4 : 3}
        className={className}
      />
    );
  }
  return (
    <ul
      ref={setGrid}
      {...(virtual && focus)}
      aria-label={label}
      aria-busy={loading || undefined}
      className={cx(s.grid, className)}
      style={virtual ? { paddingBlockStart: range.before, paddingBlockEnd: range.after } : undefined}
    >
      {games.slice(range.from, range.to).map((game, i) => {
        const index = range.from + i;
        return (
          <GridCell
            key={game.id}
            game={game}
            {...(virtual && { position: index + 1, size: count })}
            onPlay={onPlay as (game: GameGridItem) => void}
            opening={openingId === game.id}
            priority={index < priorityCount}
            imageAspect={imageAspect}
            imageWidth={imageWidth}
            imageHeight={imageHeight}
            favourite={isFavourite?.(game) ?? false}
            onFavouriteChange={onFavouriteChange as ((game: GameGridItem, favourite: boolean) => void) | undefined}
            headingLevel={headingLevel}
          />
        );
      })}
    </ul>
  );
}

interface GridCellProps {
  game: GameGridItem;
  /** Its place in a long list, of `size` (only the rows near the screen are rendered). */
  position?: number;
  size?: number;
  onPlay: (game: GameGridItem) => void;
  opening: boolean;
  priority: boolean;
  imageAspect: GameImageAspect;
  imageWidth: number | undefined;
  imageHeight: number | undefined;
  favourite: boolean;
  onFavouriteChange: ((game: GameGridItem, favourite: boolean) => void) | undefined;
  headingLevel: 2 | 3 | 4;
}

/** One item: memoised, so a scroll that brings a row in renders that row's cards, not every card on screen again. */
const GridCell = memo(function GridCell({ game, position, size, onPlay, opening, priority, imageAspect, imageWidth, imageHeight, favourite, onFavouriteChange, headingLevel }: GridCellProps) {
  return (
    <li className={s.cell} aria-posinset={position} aria-setsize={size}>
      <GameCard
        name={game.name}
        image={game.image}
        tags={game.tags}
        onPlay={() => onPlay(game)}
        opening={opening}
        priority={priority}
        imageAspect={imageAspect}
        {...(imageWidth && imageHeight ? { imageWidth, imageHeight } : {})}
        favourite={favourite}
        {...(onFavouriteChange ? { onFavouriteChange: (value: boolean) => onFavouriteChange(game, value) } : {})}
        headingLevel={headingLevel}
      />
    </li>
  );
});
