import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cassandraClusterSchema,
  kafkaClusterSchema,
  opensearchClusterSchema,
  publicCassandraClusterSchema,
  publicClusterListSchema,
  publicKafkaClusterSchema,
  publicOpensearchClusterSchema,
} from '@datadeck/contracts';
import { compareSchemas, type Allowances, type JsonSchema } from '../../../test/schema-conformance.ts';

/** Instaclustr's own OpenAPI description (../shared/reference/instaclustr/README.md). */
const reference = JSON.parse(
  readFileSync(
    new URL('../../../../../../shared/reference/instaclustr/cluster-management-v2.openapi.json', import.meta.url),
    'utf8',
  ),
) as { components: { schemas: Record<string, JsonSchema> } };
const components = reference.components.schemas;
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** What we knowingly do otherwise than the 2023 reference, each with its reason. */
const ALLOWANCES: Allowances = {
  // The cluster's operation status is state: answered, and ignored in a request (public-requests.ts).
  stateFields: ['currentClusterOperationStatus'],
  // Every Datadeck cluster has a name and a tier, OpenSearch's too (the reference leaves both optional there).
  extraRequired: ['name', 'slaTier'],
  // Cassandra's Debezium connector, newer than the 2023 document: the provider's 2026 one has it (debezium.ts).
  extraFields: ['dataCentres.debezium'],
  // Instaclustr's current API names KRaft controllers so (newer than the 2023 document).
  extraEnumValues: {
    'dataCentres.nodes.nodeRoles': ['KAFKA_KRAFT_CONTROLLER'],
    'dataCentres.deletedNodes.nodeRoles': ['KAFKA_KRAFT_CONTROLLER'],
  },
};

describe('the public API against Instaclustr’s reference document, field by field', () => {
  it.each([
    ['CassandraClusterV2', cassandraClusterSchema],
    ['KafkaClusterV2', kafkaClusterSchema],
    ['OpenSearchClusterV2', opensearchClusterSchema],
  ] as const)('a create request declares every field of %s and nothing else', (name, schema) => {
    expect(compareSchemas(jsonSchema(schema, 'input'), ref(name), components, 'request', ALLOWANCES)).toEqual([]);
  });

  it.each([
    ['CassandraClusterV2', publicCassandraClusterSchema],
    ['KafkaClusterV2', publicKafkaClusterSchema],
    ['OpenSearchClusterV2', publicOpensearchClusterSchema],
  ] as const)('an answer is a %s: its required fields, none of another application', (name, schema) => {
    expect(compareSchemas(jsonSchema(schema, 'output'), ref(name), components, 'response', ALLOWANCES)).toEqual([]);
  });

  it('the cluster list is an array of AccountClustersV2', () => {
    const list: JsonSchema = { type: 'array', items: ref('AccountClustersV2') };
    expect(compareSchemas(jsonSchema(publicClusterListSchema, 'output'), list, components, 'response')).toEqual([]);
  });

  it('finds a divergence: a field dropped, a foreign field, a wrong type, a foreign enum value', () => {
    const kafka = jsonSchema(kafkaClusterSchema, 'input');
    const props = { ...kafka.properties };
    delete props.kraft;
    const broken: JsonSchema = {
      ...kafka,
      properties: {
        ...props,
        replicationFactor: { type: 'integer' },
        allowDeleteTopics: { type: 'string' },
        slaTier: { type: 'string', enum: ['PRODUCTION', 'GOLD'] },
      },
    };
    expect(compareSchemas(broken, ref('KafkaClusterV2'), components, 'request', ALLOWANCES)).toEqual([
      'slaTier: enum values GOLD not in the reference',
      'allowDeleteTopics: type string, reference boolean',
      'kraft: a field of the reference not declared',
      'replicationFactor: not a field of the reference',
    ]);
  });
});
