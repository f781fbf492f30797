export { GameCard, GameCardSkeleton, type GameCardProps, type GameTag, type GameImageAspect } from './GameCard';
