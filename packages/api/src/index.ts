export * from './schemas';
export * from './constants';
export * from './values';
export * from './endpointRoutes';
export * from './money';
export * from './client';
export * from './react';
export * from './queries';
