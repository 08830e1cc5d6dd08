import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractEndpoints } from './api-client.ts';

/**
 * Every answer the tests see must be one the OpenAPI document declares for its route: a status
 * not in the route's response schema (success or declared error) is recorded here, and the shared
 * setup (setup.ts) fails the test file that caused it.
 */
const undeclared: string[] = [];

/** The `:name` pattern of each contract endpoint as a regular expression over a concrete path. */
const contractRoutes = contractEndpoints.map((e) => ({
  method: e.method,
  path: e.path,
  pattern: new RegExp(`^${e.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/** The not-found handler answered: exempt only when no contract endpoint has this method and path. */
function checkNotFound(request: FastifyRequest): void {
  const path = request.url.split('?')[0] ?? '';
  const route = contractRoutes.find((r) => r.method === request.method && r.pattern.test(path));
  if (route) undeclared.push(`${request.method} ${route.path} went to the not-found handler (${path})`);
}

export function recordUndeclaredStatuses(server: FastifyInstance): void {
  // onSend, not onResponse: it runs before the client has the answer, so no test can end first.
  server.addHook('onSend', async (request, reply) => {
    if (request.is404) {
      checkNotFound(request);
      return;
    }
    const schema = request.routeOptions.schema as { hide?: boolean; response?: object } | undefined;
    // Routes hidden from the document (static files, /api/docs) declare nothing.
    if (schema?.hide) return;
    const declared = Object.keys(schema?.response ?? {});
    if (!declared.includes(String(reply.statusCode))) {
      undeclared.push(
        `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}; it declares ${declared.join(', ') || 'nothing'}`,
      );
    }
  });
}

/** The undeclared answers recorded since the last call. */
export function takeUndeclaredStatuses(): string[] {
  return undeclared.splice(0);
}
