import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  api,
  API_TAGS,
  apiErrorSchema,
  BACKGROUND_READ_HEADER,
  SESSION_COOKIE,
  TERRAFORM_DATA_SOURCES,
  TERRAFORM_DOCUMENT_PATH,
  TERRAFORM_RESOURCES,
  type Endpoint,
} from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { stringify } from 'yaml';
import { z } from 'zod';
import { publicOpenApiDocument } from './public-openapi.ts';
import { servedAt, terraformDocument } from './terraform-openapi.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const PUBLIC_OPENAPI_PATH = '/api/public-openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * What the OpenAPI document knows of a schema beyond its shape: an `id` makes it one component
 * that operations refer to by `$ref` (the one error body), a `description` says what a response
 * means where there is no body to describe, `format: binary` marks a file's bytes. A registry of its own, not zod's global one, so none of
 * this reaches the JSON Schema the serializer compiles.
 */
export const openApiSchemas = z.registry<{ id?: string; description?: string; format?: 'binary' }>();
openApiSchemas.add(apiErrorSchema, { id: 'ApiError' });

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas });

/**
 * The document with the component schemas its operations refer to, and no others: the type
 * provider writes an input twin of every registered schema, and the error body is never input.
 */
const usedComponentsOnly: SwaggerTransformObject = (document) => {
  const openapi = withComponents(document);
  // A fresh object of the transform's own making: pruned in place.
  const schemas = 'components' in openapi ? openapi.components?.schemas : undefined;
  const referenced = JSON.stringify(openapi.paths);
  for (const id of Object.keys(schemas ?? {})) {
    if (schemas && !referenced.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
  }
  return openapi;
};

/**
 * The OpenAPI document, generated from the routes bound from the contracts (their zod schemas,
 * summaries, tags, access rules and error statuses), at /api/openapi.json, and browsable at
 * /api/docs. Register before the routes, so the document sees them.
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
          'POST /v1/auth/login and send the CSRF token of GET /v1/me in X-CSRF-Token on every state-changing request. ' +
          `A read sent with ${BACKGROUND_READ_HEADER} (the console's polling) does not count as activity: ` +
          "it leaves the session's inactivity timeout running.",
      },
      servers: [{ url: publicUrl, description: 'This console (its PUBLIC_URL)' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie of sign-in' },
          basicApiKey: { type: 'http', scheme: 'basic', description: 'User name and API key' },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: openApiSchemas }),
    transformObject: usedComponentsOnly,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  app.get(PUBLIC_OPENAPI_PATH, { schema: { hide: true } }, () => publicOpenApiDocument(app.swagger()));
  registerTerraformDocument(app);
}

/** Every endpoint of the table, which the Terraform document searches for a resource's read, update and delete. */
const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);

/**
 * The Swagger 2.0 document Instaclustr's Terraform provider downloads at start, as YAML and, as
 * Instaclustr's, without authentication. Written once; each answer adds the host and scheme it was
 * asked on (through trusted proxies), which the provider then calls.
 */
function registerTerraformDocument(app: FastifyInstance): void {
  let body: string | undefined;
  app.get(TERRAFORM_DOCUMENT_PATH, { schema: { hide: true } }, (request, reply) => {
    body ??= stringify(
      terraformDocument({
        resources: TERRAFORM_RESOURCES,
        dataSources: TERRAFORM_DATA_SOURCES,
        endpoints: allEndpoints,
      }),
      { aliasDuplicateObjects: false },
    );
    const head = stringify(servedAt(request.host, request.protocol));
    return reply.type('application/yaml; charset=utf-8').send(`${head}${body}`);
  });
}
