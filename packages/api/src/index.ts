export * from './schemas';
export * from './constants';
export * from './money';
export * from './client';
export * from './react';
export * from './queries';
