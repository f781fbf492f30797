export { MoneyBreakdown, type MoneyBreakdownProps, type MoneyBreakdownRow } from './MoneyBreakdown';
