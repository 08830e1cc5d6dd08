import type { Api, Endpoint } from '@datadeck/contracts';

/** Only a type: the key of ApiRoute's phantom endpoint, which no value ever holds. */
declare const endpointType: unique symbol;

/**
 * One endpoint as the console calls it: method, path and whether it is public (what
 * build/api-routes.ts generates from the contracts), typed by the contracts' Endpoint it stands
 * for, so `apiRequest(route, input)` infers params, query, body and response from its schemas.
 */
export interface ApiRoute<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly public: boolean;
  readonly [endpointType]?: E;
}

/** The contracts' `api` table, each endpoint as its ApiRoute. */
export type ApiRoutes = {
  readonly [G in keyof Api]: {
    readonly [N in keyof Api[G]]: Api[G][N] extends Endpoint ? ApiRoute<Api[G][N]> : never;
  };
};

/** The Endpoint an ApiRoute stands for (`EndpointResponse<EndpointOf<typeof api.x.y>>`). */
export type EndpointOf<R> = R extends ApiRoute<infer E> ? E : never;
