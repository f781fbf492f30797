import { useTranslation } from '@dokkham/i18n';
import type { ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { GameCard, GameCardSkeleton, type GameImageAspect, type GameTag } from '../GameCard/GameCard';
import { GameIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './GameGrid.css';

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
}

/**
 * A responsive grid of GameCards: three columns on phones, up to seven on desktop; placeholder
 * cards while loading and an empty state when a category has no games.
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
}: GameGridProps<Game>) {
  const { t } = useTranslation(['game', 'ui']);
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
    <ul aria-label={label} aria-busy={loading || undefined} className={cx(s.grid, className)}>
      {games.map((game, index) => (
        <li key={game.id} className={s.cell}>
          <GameCard
            name={game.name}
            image={game.image}
            tags={game.tags}
            onPlay={() => onPlay(game)}
            opening={openingId === game.id}
            priority={index < priorityCount}
            imageAspect={imageAspect}
            {...(imageWidth && imageHeight ? { imageWidth, imageHeight } : {})}
            favourite={isFavourite?.(game) ?? false}
            {...(onFavouriteChange ? { onFavouriteChange: (favourite: boolean) => onFavouriteChange(game, favourite) } : {})}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
