import type { Api, Endpoint } from '@datadeck/contracts';
import { type Plugin, runnerImport } from 'vite';

/** The module the console imports its endpoint table from (src/shared/api/api-routes.ts). */
export const API_ROUTES_MODULE = 'virtual:api-routes';
const resolvedId = `\0${API_ROUTES_MODULE}`;

/** What the browser needs of an endpoint to call it: no schema, so no zod in the console's first load. */
export interface RouteData {
  readonly method: Endpoint['method'];
  readonly path: string;
  /** A public endpoint sends no CSRF token, and its 401 is an answer (a refused sign-in), not a lost session. */
  readonly public: boolean;
}

/** The contracts' `api` table in its own nested shape, each endpoint reduced to its RouteData. */
export function apiRouteTable(api: Api): Record<string, Record<string, RouteData>> {
  return Object.fromEntries(
    Object.entries(api).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => [
          name,
          { method: e.method, path: e.path, public: e.access.kind === 'public' },
        ]),
      ),
    ]),
  );
}

/**
 * Provides `virtual:api-routes`: the endpoint table, computed in Node at build (and test) time
 * from the one `api` of the contracts, so nothing is written twice. The zod schemas stay in
 * Node; the console's types still come from them (ApiRoute carries its Endpoint type). The
 * contracts are TypeScript, which the config's own loader does not run: Vite's module runner
 * imports them.
 */
export function apiRoutes(): Plugin {
  return {
    name: 'datadeck-api-routes',
    // The filters let the bundler call these hooks for the one module alone.
    resolveId: {
      filter: { id: new RegExp(`^${API_ROUTES_MODULE}$`) },
      handler: () => resolvedId,
    },
    load: {
      filter: { id: new RegExp(`^${resolvedId}$`) },
      async handler() {
        const { module } = await runnerImport<{ api: Api }>('@datadeck/contracts', {
          configFile: false,
          logLevel: 'silent',
        });
        return `export const api = ${JSON.stringify(apiRouteTable(module.api))};\n`;
      },
    },
  };
}
