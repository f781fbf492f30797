import { useTranslation } from '@dokkham/i18n';
import { GameIcon } from '../../primitives/icons/icons';
import { createIcon } from '../../primitives/icons/createIcon';
import { cx } from '../../internal/cx';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as s from './GameCard.css';

export type GameTag = 'new' | 'hot';
export type GameImageAspect = keyof typeof s.mediaAspect;

// The favourite star (kept here: the icon set and its gallery stay as they are).
const STAR = <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />;
const StarIcon = /*#__PURE__*/ createIcon('Star', STAR);
const StarFilledIcon = /*#__PURE__*/ createIcon('StarFilled', STAR, true);

export interface GameCardProps {
  /** The game's name (a proper name, as the provider sends it). */
  name: string;
  /** Image URL (the agency serves them). */
  image: string;
  /** Intrinsic image size: reserves the space before it loads (no layout shift). Square by default. */
  imageWidth?: number;
  imageHeight?: number;
  /** The image box's ratio (fixed before the image loads). */
  imageAspect?: GameImageAspect;
  tags?: readonly GameTag[];
  /** Play pressed (the whole card is the button's target). */
  onPlay: () => void;
  /** Opening the game is in flight: the card is busy and ignores presses. */
  opening?: boolean;
  /** Load the image eagerly: for the first row, above the fold. */
  priority?: boolean;
  /** Marked as a favourite (shown only with onFavouriteChange). */
  favourite?: boolean;
  /** Shows the favourite toggle (a pressed button named "Favourite <name>"). */
  onFavouriteChange?: (favourite: boolean) => void;
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
  imageAspect = 'square',
  tags = [],
  onPlay,
  opening = false,
  priority = false,
  favourite = false,
  onFavouriteChange,
  headingLevel = 3,
  className,
}: GameCardProps) {
  const { t } = useTranslation(['game', 'ui']);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(s.card, className)} aria-busy={opening || undefined}>
      <div className={cx(s.media, s.mediaAspect[imageAspect])}>
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
        {onFavouriteChange ? (
          <button
            type="button"
            className={s.favourite}
            aria-pressed={favourite}
            aria-label={t('favouriteNamed', { name })}
            onClick={() => onFavouriteChange(!favourite)}
          >
            {favourite ? <StarFilledIcon /> : <StarIcon />}
          </button>
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
export function GameCardSkeleton({ className, imageAspect = 'square' }: { className?: string; imageAspect?: GameImageAspect }) {
  return (
    <div className={cx(s.card, className)} aria-hidden="true">
      <Skeleton className={cx(s.skeletonImage, s.skeletonAspect[imageAspect])} />
      <div className={s.body}>
        <Skeleton variant="text" className={s.skeletonName} />
        <Skeleton className={s.skeletonButton} />
      </div>
    </div>
  );
}
