import {
  accessDescription,
  apiErrorSchema,
  ERROR_STATUSES,
  fileMediaTypeOf,
  operationIdOf,
  SUCCESS_STATUSES,
  type Endpoint,
} from '@datadeck/contracts';
import { z } from 'zod';
import { openApiSchemas } from './openapi.ts';

/** The answer of a 204: no body, and a description the document shows instead of one. */
const noBody = z.null().register(openApiSchemas, { description: SUCCESS_STATUSES[204] });

/**
 * The body of a file response as the document shows it: a string of bytes. It stands in for the
 * contract's schema, which only says "bytes" to TypeScript and has no JSON Schema; the serializer
 * never runs for it (the binder sends the bytes).
 */
export const fileBody = z.string().register(openApiSchemas, { format: 'binary' });

/** A response of one status: what it means and, unless empty, its body's schema (JSON, or a file's bytes). */
function response(description: string, schema: z.ZodType) {
  const fileMediaType = fileMediaTypeOf(schema);
  return fileMediaType === undefined
    ? { description, content: { 'application/json': { schema } } }
    : { description, content: { [fileMediaType]: { schema: fileBody } } };
}

/** Who may call, as the OpenAPI security requirement: none (public), the session, an API key, or either. */
function securityOf(access: Endpoint['access']): Record<string, string[]>[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'apiKey':
      return [{ basicApiKey: [] }];
    case 'permission':
      return access.keyScope ? [{ session: [] }, { basicApiKey: [] }] : [{ session: [] }];
    case 'authenticated':
    case 'staff':
    case 'organisationOwner':
      return [{ session: [] }];
  }
}

/**
 * The Fastify route schema of a contract endpoint: its input schemas (validated), its success and
 * declared error responses (serialised, and checked by the tests), and what the OpenAPI document
 * says of it (operation id, description, tag, security).
 */
export function routeSchema(endpoint: Endpoint) {
  const success = endpoint.status === 204 ? noBody : response(SUCCESS_STATUSES[endpoint.status], endpoint.response);
  const operationId = operationIdOf(endpoint);
  return {
    summary: endpoint.summary,
    description: accessDescription(endpoint),
    ...(operationId && { operationId }),
    tags: [endpoint.tag],
    security: securityOf(endpoint.access),
    // Only the parts the endpoint declares: Fastify warns about parts given as undefined.
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: {
      [endpoint.status]: success,
      ...Object.fromEntries(
        endpoint.errors.map((status) => [
          status,
          response(ERROR_STATUSES[status], endpoint.errorBodies?.[status] ?? apiErrorSchema),
        ]),
      ),
    },
  };
}
