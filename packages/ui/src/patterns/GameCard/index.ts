export { GameCard, GameCardSkeleton, type GameCardProps, type GameTag } from './GameCard';
