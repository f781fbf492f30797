import { endpoints, type EndpointName } from '@dokkham/api/schemas';
import type { HttpHandler } from 'msw';
import { agencyRoutes, bankRoutes, creditRoutes, paymentRoutes } from './account';
import { authRoutes } from './auth';
import type { MockContext } from './context';
import { depositRoutes } from './deposit';
import { gameRoutes } from './game';
import { mockHandlers, notFoundHandler } from './mock';
import { promotionRoutes } from './promotion';
import { protectionRoutes } from './protection';
import { notificationRoutes } from './notification';
import { sessionRoutes } from './session';
import { route, type AnyEndpoint, type Resolver, type RouteOptions } from './route';
import type { Routes } from './types';
import { withdrawRoutes } from './withdraw';

export const routes: Routes = {
  ...agencyRoutes,
  ...authRoutes,
  ...creditRoutes,
  ...bankRoutes,
  ...paymentRoutes,
  ...depositRoutes,
  ...withdrawRoutes,
  ...promotionRoutes,
  ...gameRoutes,
  ...protectionRoutes,
  ...notificationRoutes,
  ...sessionRoutes,
};

/**
 * Every endpoint of the contract (registered from its method and path under the base), the
 * mock-only endpoints, and a JSON 404 for anything else under the base.
 */
export function createHandlers(mock: MockContext): HttpHandler[] {
  const api = (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const spec = routes[name] as Resolver<AnyEndpoint> | { resolve: Resolver<AnyEndpoint>; options: RouteOptions };
    const endpoint = endpoints[name] as AnyEndpoint;
    return typeof spec === 'function'
      ? route(mock, name, endpoint, spec)
      : route(mock, name, endpoint, spec.resolve, spec.options);
  });
  return [...mockHandlers(mock), ...api, notFoundHandler(mock)];
}

export { ApiFailure, statusOf } from './errors';
export type { MockContext } from './context';
export { SESSION_COOKIE } from './context';
