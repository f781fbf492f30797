export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { statusTone, type StatusKind, type StatusTone } from './tone';
