import {
  accessDescription,
  API_TAGS,
  apiErrorSchema,
  ERROR_STATUSES,
  operationIdOf,
  SUCCESS_STATUSES,
  TERRAFORM_AUTH_SCHEME,
  TERRAFORM_SECURITY_DEFINITION,
  type Endpoint,
  type TerraformDataSource,
  type TerraformProviderResource,
} from '@datadeck/contracts';
import { z } from 'zod';
import { resourceSchema, swaggerSchema, type SchemaNode } from './terraform-schema.ts';

/** Swagger 2.0 path item and document, as far as this file writes them. */
type Operation = Record<string, unknown>;
type PathItem = Record<string, unknown>;
export interface TerraformDocument {
  swagger: '2.0';
  info: { title: string; version: string; description: string };
  consumes: string[];
  produces: string[];
  securityDefinitions: Record<string, Record<string, string>>;
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  definitions: Record<string, SchemaNode>;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): SchemaNode =>
  z.toJSONSchema(schema, { target: 'draft-4', io, unrepresentable: 'any' }) as SchemaNode;

/** `cassandra_cluster_v2` → `CassandraClusterV2`, the definition's name (Instaclustr's own). */
export const definitionName = (resourceName: string): string =>
  resourceName.replace(/(^|_)([a-z0-9])/g, (_, _separator: string, letter: string) => letter.toUpperCase());

/** `:clusterId` → `{clusterId}`. */
const swaggerPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const ref = (name: string) => ({ $ref: `#/definitions/${name}` });

/** The parameters of one location, each with its type inline as Swagger 2.0 has them. */
function parametersIn(schema: z.ZodObject | undefined, location: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema) return [];
  const node = jsonSchema(schema, 'input');
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) => {
    const { type = 'string', format, pattern, description } = swaggerSchema(property);
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      type,
      ...(format !== undefined && { format }),
      ...(pattern !== undefined && { pattern }),
      ...(description !== undefined && { description }),
    };
  });
}

/** Path and query parameters of an endpoint. */
const parameters = (endpoint: Endpoint) => [
  ...parametersIn(endpoint.params, 'path'),
  ...parametersIn(endpoint.query, 'query'),
];

/** The operation of an endpoint: its success answer (with `schema`) and every declared error. */
function operation(endpoint: Endpoint, success: Record<string, unknown>, body?: Record<string, unknown>): Operation {
  const errors = Object.fromEntries(
    endpoint.errors.map((status) => [status, { description: ERROR_STATUSES[status], schema: ref('ApiError') }]),
  );
  const operationId = operationIdOf(endpoint);
  return {
    summary: endpoint.summary,
    description: accessDescription(endpoint),
    ...(operationId && { operationId }),
    tags: [endpoint.tag],
    parameters: [
      ...parameters(endpoint),
      ...(body ? [{ in: 'body', name: 'body', required: true, schema: body }] : []),
    ],
    responses: { [endpoint.status]: { description: SUCCESS_STATUSES[endpoint.status], ...success }, ...errors },
  };
}

/** The polling extensions of a create's or update's 202, and its timeout. */
function pollingOf(resource: TerraformProviderResource) {
  const poll = resource.poll && {
    'x-terraform-resource-poll-enabled': true,
    'x-terraform-resource-poll-pending-statuses': resource.poll.pending.join(','),
    'x-terraform-resource-poll-completed-statuses': resource.poll.completed.join(','),
  };
  const timeout = resource.timeout && { 'x-terraform-resource-timeout': resource.timeout };
  return { poll, timeout };
}

/**
 * The paths and definitions of one resource: POST on its root path, and every public endpoint on
 * `<root>/:id` (GET, PUT, DELETE) — found in `endpoints`, so an endpoint declared later joins.
 */
function addResource(document: TerraformDocument, resource: TerraformProviderResource, endpoints: readonly Endpoint[]) {
  const { create } = resource;
  const name = definitionName(resource.name);
  document.definitions[name] = resourceSchema(
    create.body && jsonSchema(create.body, 'input'),
    jsonSchema(create.response, 'output'),
    {
      fields: resource.fields,
      statusField: resource.poll?.statusField,
    },
  );
  const { poll, timeout } = pollingOf(resource);
  const rootPath = `${create.path}${resource.trailingSlash ? '/' : ''}`;
  const post = operation(create, { schema: ref(name), ...(create.status === 202 && poll) }, ref(name));
  document.paths[rootPath] = { 'x-terraform-resource-name': resource.name, post: { ...post, ...timeout } };

  const instance = new RegExp(`^${create.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/:[A-Za-z0-9_]+$`);
  for (const endpoint of endpoints) {
    if (endpoint.tag !== 'public' || !instance.test(endpoint.path)) continue;
    const item = (document.paths[swaggerPath(endpoint.path)] ??= {});
    const method = endpoint.method.toLowerCase();
    if (endpoint.method === 'GET') item[method] = operation(endpoint, { schema: ref(name) });
    if (endpoint.method === 'DELETE') item[method] = operation(endpoint, {});
    if (endpoint.method === 'PUT' || endpoint.method === 'PATCH') {
      // The provider sends the whole resource on update whatever the body says; the body shown is the endpoint's own.
      const update = `${name}Update`;
      if (endpoint.body) document.definitions[update] = swaggerSchema(jsonSchema(endpoint.body, 'input'));
      const success = endpoint.status === 204 ? {} : { schema: ref(name), ...(endpoint.status === 202 && poll) };
      item[method] = { ...operation(endpoint, success, endpoint.body && ref(update)), ...timeout };
    }
  }
}

/** A data source: a GET answering an array of objects, each identified by `idField`. */
function addDataSource(document: TerraformDocument, dataSource: TerraformDataSource) {
  const name = definitionName(dataSource.name);
  const answer = jsonSchema(dataSource.read.response, 'output');
  if (answer.type !== 'array' || !answer.items) throw new Error(`Data source ${dataSource.name} must answer an array`);
  document.definitions[name] = resourceSchema(undefined, answer.items, { idField: dataSource.idField });
  document.paths[swaggerPath(dataSource.read.path)] = {
    'x-terraform-resource-name': dataSource.name,
    get: operation(dataSource.read, { schema: { type: 'array', items: ref(name) } }),
  };
}

/**
 * The Swagger 2.0 document Instaclustr's Terraform provider builds its resources from, generated
 * from the public endpoints' declarations and the contracts' Terraform table: only what Datadeck
 * implements. The host and scheme are the server's to add (`servedAt`): the document is the same for every host.
 */
export function terraformDocument(options: {
  resources: readonly TerraformProviderResource[];
  dataSources: readonly TerraformDataSource[];
  endpoints: readonly Endpoint[];
}): TerraformDocument {
  const document: TerraformDocument = {
    swagger: '2.0',
    info: {
      title: 'Datadeck Cluster Management API for Terraform',
      version: '2',
      description:
        "The part of Datadeck's Instaclustr-compatible API that the Instaclustr Terraform provider (v2) manages. " +
        `Configure the provider with terraform_key = "${TERRAFORM_AUTH_SCHEME} <user name>:<provisioning API key>".`,
    },
    consumes: ['application/json'],
    produces: ['application/json'],
    securityDefinitions: {
      [TERRAFORM_SECURITY_DEFINITION]: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: `${TERRAFORM_AUTH_SCHEME} <user name>:<provisioning API key>`,
      },
    },
    security: [{ [TERRAFORM_SECURITY_DEFINITION]: [] }],
    tags: [{ name: 'public', description: API_TAGS.public }],
    paths: {},
    definitions: { ApiError: swaggerSchema(jsonSchema(apiErrorSchema, 'output')) },
  };
  for (const resource of options.resources) addResource(document, resource, options.endpoints);
  for (const dataSource of options.dataSources) addDataSource(document, dataSource);
  return document;
}

/**
 * Where the provider is to call the API: the host (with its port) and scheme the document was
 * asked on, so it calls back the address its user gave in IC_API_URL, named exactly rather than
 * left to the provider's guess from the document's URL (a regular expression).
 */
export const servedAt = (host: string, scheme: 'http' | 'https') => ({ host, schemes: [scheme] });
