/**
 * THE endpoint table of the console: the contracts' `api`, without its schemas (see
 * build/api-routes.ts). Feature modules call endpoints through it; importing the contracts'
 * own `api` would bring every zod schema into the first load.
 */
export { api } from 'virtual:api-routes';
export type { ApiRoute, ApiRoutes, EndpointOf } from './api-route.ts';
