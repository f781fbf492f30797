export * from './keys';
export * from './policy';
export * from './options';
export * from './intent';
export * from './mutations';
