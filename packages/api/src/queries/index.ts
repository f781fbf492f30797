export * from './keys';
export * from './binding';
export * from './policy';
export * from './options';
export * from './session';
export * from './intent';
export * from './mutations';
export * from '../areas/game/prefs';
