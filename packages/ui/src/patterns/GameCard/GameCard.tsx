import { useTranslation } from '@dokkham/i18n';
import { GameIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as s from './GameCard.css';

export type GameTag = 'new' | 'hot';

export interface GameCardProps {
  /** The game's name (a proper name, as the provider sends it). */
  name: string;
  /** Image URL (the agency serves them). */
  image: string;
  /** Intrinsic image size: reserves the space before it loads (no layout shift). Square by default. */
  imageWidth?: number;
  imageHeight?: number;
  tags?: readonly GameTag[];
  /** Play pressed (the whole card is the button's target). */
  onPlay: () => void;
  /** Opening the game is in flight: the card is busy and ignores presses. */
  opening?: boolean;
  /** Load the image eagerly: for the first row, above the fold. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A game tile: image, name, New / Hot tags and a Play button whose target covers the whole card.
 * Images are lazy and keep their box while loading.
 */
export function GameCard({
  name,
  image,
  imageWidth = 300,
  imageHeight = 300,
  tags = [],
  onPlay,
  opening = false,
  priority = false,
  headingLevel = 3,
  className,
}: GameCardProps) {
  const { t } = useTranslation(['game', 'ui']);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(s.card, className)} aria-busy={opening || undefined}>
      <div className={s.media}>
        <img
          src={image}
          alt=""
          width={imageWidth}
          height={imageHeight}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={s.image}
        />
        {tags.length > 0 ? (
          <ul className={s.tags}>
            {tags.map((tag) => (
              <li key={tag} className={cx(s.tag, s.tagTone[tag])}>
                {t(`tag.${tag}`)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={s.body}>
        <Heading className={s.name}>{name}</Heading>
        <button
          type="button"
          className={s.play}
          aria-label={t('playNamed', { name })}
          aria-disabled={opening || undefined}
          onClick={() => {
            if (!opening) onPlay();
          }}
        >
          {opening ? <Spinner size="sm" decorative /> : <GameIcon size="1em" />}
          {t('play')}
        </button>
      </div>
    </article>
  );
}

/** The shape of a GameCard while the list loads. */
export function GameCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(s.card, className)} aria-hidden="true">
      <Skeleton className={s.skeletonImage} />
      <div className={s.body}>
        <Skeleton variant="text" className={s.skeletonName} />
        <Skeleton className={s.skeletonButton} />
      </div>
    </div>
  );
}
