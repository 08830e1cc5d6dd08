import { MESSAGES, SCIM_PATHS, SCIM_URNS, type ScimListResponse } from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import { sendScim } from './answers.ts';
import { serviceProviderConfig, userResourceType, userSchema } from './discovery.ts';
import { ScimError } from './scim-error.ts';

/** Out of the console's OpenAPI document; no HEAD twins. */
const OPTIONS = { exposeHeadRoute: false, schema: { hide: true } } as const;

/** RFC 7644 §4: several resource types or schemas come as a ListResponse. */
const listOf = <T>(resources: T[]): ScimListResponse<T> => ({
  schemas: [SCIM_URNS.listResponse],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

type DiscoveryRequest = { Querystring: { filter?: unknown }; Params: { id: string } };

/**
 * RFC 7644 §4: a filter on a discovery endpoint is refused with 403, so a client cannot take
 * what it asked to match as matched.
 */
function refuseFilter(query: { filter?: unknown }): void {
  if (query.filter !== undefined) throw new ScimError(403, MESSAGES.scim.discoveryFilter);
}

/** GET /ServiceProviderConfig, /Schemas[/{id}], /ResourceTypes[/{id}] (RFC 7644 §4). */
export function discoveryRoutes(scim: FastifyInstance, publicUrl: string): void {
  scim.get<DiscoveryRequest>(SCIM_PATHS.serviceProviderConfig, OPTIONS, async (request, reply) => {
    refuseFilter(request.query);
    return sendScim(reply, 200, serviceProviderConfig(publicUrl));
  });
  scim.get<DiscoveryRequest>(SCIM_PATHS.schemas, OPTIONS, async (request, reply) => {
    refuseFilter(request.query);
    return sendScim(reply, 200, listOf([userSchema(publicUrl)]));
  });
  scim.get<DiscoveryRequest>(`${SCIM_PATHS.schemas}/:id`, OPTIONS, async (request, reply) => {
    refuseFilter(request.query);
    if (request.params.id !== SCIM_URNS.user) throw new ScimError(404, MESSAGES.scim.schemaNotFound);
    return sendScim(reply, 200, userSchema(publicUrl));
  });
  scim.get<DiscoveryRequest>(SCIM_PATHS.resourceTypes, OPTIONS, async (request, reply) => {
    refuseFilter(request.query);
    return sendScim(reply, 200, listOf([userResourceType(publicUrl)]));
  });
  scim.get<DiscoveryRequest>(`${SCIM_PATHS.resourceTypes}/:id`, OPTIONS, async (request, reply) => {
    refuseFilter(request.query);
    if (request.params.id !== 'User') throw new ScimError(404, MESSAGES.scim.resourceTypeNotFound);
    return sendScim(reply, 200, userResourceType(publicUrl));
  });
}
