/** Every area's mutation hooks (areas/<area>/mutations.ts) and their shared types. */
export { mutationKeys, type ApiMutationOptions, type MoneyMutationResult } from './mutation';
export * from '../areas/auth/mutations';
export * from '../areas/fingerprint/mutations';
export * from '../areas/bank/mutations';
export * from '../areas/deposit/mutations';
export * from '../areas/withdraw/mutations';
export * from '../areas/promotion/mutations';
export * from '../areas/game/mutations';
export * from '../areas/protection/mutations';
export * from '../areas/notification/mutations';
export * from '../areas/session/mutations';
