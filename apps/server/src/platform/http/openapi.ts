import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SESSION_COOKIE } from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, generated from the routes bound from the contracts (their zod schemas,
 * summaries, tags and access rules), at /api/openapi.json, and browsable at /api/docs.
 * Register before the routes, so the document sees them.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Datadeck API',
        version: '1',
        description:
          'The API of the Datadeck console. Browser sessions authenticate with the session cookie set by ' +
          'POST /v1/auth/login and send the CSRF token of GET /v1/me in X-CSRF-Token on every state-changing request.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          basicApiKey: { type: 'http', scheme: 'basic', description: 'User name and API key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
