/**
 * Money, the one module family for it (the forms preview and check with it, the mock backend
 * decides with it, so both always agree): arithmetic (decimal strings, rounding per currency),
 * exchange and payment methods, and the per-flow rules of deposits and withdrawals.
 */
export * from './arithmetic';
export * from './exchange';
export * from './rules';
export * from './deposit';
export * from './withdraw';
export * from './protection';
