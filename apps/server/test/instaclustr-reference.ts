import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './schema-conformance.ts';

/**
 * Instaclustr's own OpenAPI description of its Cluster Management API v2
 * (../shared/reference/instaclustr/README.md), and a validator of values against its schemas:
 * what a real client of Instaclustr's API would accept as an answer.
 */
export const referenceDocument = JSON.parse(
  readFileSync(
    new URL('../../../../shared/reference/instaclustr/cluster-management-v2.openapi.json', import.meta.url),
    'utf8',
  ),
) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, JsonSchema> } };

/**
 * Values Instaclustr's API answers today that the 2023 document predates (the README: where the
 * provider's 2026 documentation differs, the newer one wins): KRaft controllers' node role.
 */
const NEWER_ENUM_VALUES: Record<string, readonly string[]> = { NodeRolesV2: ['KAFKA_KRAFT_CONTROLLER'] };
for (const [name, values] of Object.entries(NEWER_ENUM_VALUES)) {
  const schema = referenceDocument.components.schemas[name];
  if (!schema?.enum) throw new Error(`reference schema ${name} has no enum`);
  schema.enum = [...schema.enum, ...values];
}

/**
 * Fields Instaclustr answers as null until they apply, which the 2023 document types as plain
 * strings: a node's startTime (null before it first runs) and deletionTime (null while it is
 * not deleted). JSON Schema's way of saying OpenAPI's `nullable`, so ajv reads it.
 */
const NULL_UNTIL_SET: Record<string, readonly string[]> = { NodeDetailsV2: ['startTime', 'deletionTime'] };
for (const [name, fields] of Object.entries(NULL_UNTIL_SET)) {
  for (const field of fields) {
    const property = referenceDocument.components.schemas[name]?.properties?.[field];
    if (property?.type !== 'string') throw new Error(`reference schema ${name}.${field} is not a string`);
    property.type = ['string', 'null'];
  }
}

// OpenAPI 3.0 schemas are JSON Schema with extra keywords (x-terraform-*, example): not strict.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(referenceDocument, 'reference');

export const referenceSchema = (name: string): JsonSchema => ({ $ref: `reference#/components/schemas/${name}` });

/** Why `value` is not valid by the reference's schema (empty when it is), each as `path message`. */
export function referenceErrors(schema: JsonSchema, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
}
