import type { EndpointName, Endpoints } from '@dokkham/api/schemas';
import type { AnyEndpoint, Resolver, RouteOptions } from './route';

export type RouteSpec<E extends AnyEndpoint> = Resolver<E> | { resolve: Resolver<E>; options: RouteOptions };

/** One route per endpoint of the contract: the compiler refuses a missing one. */
export type Routes = { [N in EndpointName]: RouteSpec<Endpoints[N]> };
