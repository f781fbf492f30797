export { PromotionCard, type LocalizedText, type PromotionCardData, type PromotionCardProps } from './PromotionCard';
