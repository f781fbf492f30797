export { CreditCard, type CreditCardProps } from './CreditCard';
