import { readFileSync } from 'node:fs';

/**
 * Checks configuration as a real HCL parser (hcl2json) reads it against the Instaclustr
 * provider's documented resource schema (../shared/reference/instaclustr/terraform-provider-schema.json
 * beside the checkout, as CI has it; parsed from the provider's docs at 2.1.89): every attribute and block written exists, with its type and
 * nesting (a block is a list of objects, at most one for a "nested block"), is not read-only, and
 * every required one is present; allowed values, patterns and bounds hold. Test code only.
 */
interface SchemaAttribute {
  type: string;
  required: boolean;
  readOnly: boolean;
  constraints?: { allowedValues?: string[]; pattern?: string; minimum?: number; maximum?: number };
  nested: Record<string, SchemaAttribute> | null;
}

interface ProviderSchema {
  resources: Record<string, { attributes: Record<string, SchemaAttribute> }>;
}

export const providerSchema = JSON.parse(
  readFileSync(
    new URL('../../../../../../shared/reference/instaclustr/terraform-provider-schema.json', import.meta.url),
    'utf8',
  ),
) as ProviderSchema;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValue(path: string, value: unknown, attribute: SchemaAttribute, problems: string[]): void {
  const { type, constraints = {} } = attribute;
  if (type === 'nested block' || type === 'repeatable nested block') {
    if (!Array.isArray(value) || !value.every(isObject)) return void problems.push(`${path}: must be a block`);
    if (type === 'nested block' && value.length > 1) problems.push(`${path}: at most one block`);
    for (const [i, item] of value.entries()) checkBody(`${path}[${i}]`, item, attribute.nested ?? {}, problems);
    return;
  }
  const scalar: Record<string, (v: unknown) => boolean> = {
    string: (v) => typeof v === 'string',
    'string (uuid)': (v) => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v),
    boolean: (v) => typeof v === 'boolean',
    integer: (v) => Number.isInteger(v),
    'list of strings': (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  };
  const accepts = scalar[type];
  if (!accepts) return void problems.push(`${path}: the schema type ${type} is unknown to this check`);
  if (!accepts(value)) return void problems.push(`${path}: must be ${type}, is ${JSON.stringify(value)}`);
  if (constraints.allowedValues && !constraints.allowedValues.includes(String(value))) {
    problems.push(`${path}: ${JSON.stringify(value)} is not one of ${constraints.allowedValues.join(', ')}`);
  }
  if (constraints.pattern && !new RegExp(constraints.pattern).test(String(value))) {
    problems.push(`${path}: ${JSON.stringify(value)} does not match ${constraints.pattern}`);
  }
  if (typeof value === 'number' && constraints.minimum !== undefined && value < constraints.minimum) {
    problems.push(`${path}: below ${constraints.minimum}`);
  }
  if (typeof value === 'number' && constraints.maximum !== undefined && value > constraints.maximum) {
    problems.push(`${path}: above ${constraints.maximum}`);
  }
}

function checkBody(
  path: string,
  body: Record<string, unknown>,
  attributes: Record<string, SchemaAttribute>,
  problems: string[],
): void {
  for (const [name, value] of Object.entries(body)) {
    const attribute = attributes[name];
    if (!attribute) problems.push(`${path}.${name}: not an attribute of the provider`);
    else if (attribute.readOnly) problems.push(`${path}.${name}: read-only, the provider computes it`);
    else checkValue(`${path}.${name}`, value, attribute, problems);
  }
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.required && !(name in body)) problems.push(`${path}.${name}: required but missing`);
  }
}

/** Every problem of the resources in one parsed file (hcl2json's `{resource: {type: {name: [body]}}}`). */
export function resourceProblems(parsed: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const resources = isObject(parsed.resource) ? parsed.resource : {};
  for (const [type, named] of Object.entries(resources)) {
    const schema = providerSchema.resources[type];
    if (!schema) {
      problems.push(`${type}: not a resource of the provider`);
      continue;
    }
    for (const [name, bodies] of Object.entries(isObject(named) ? named : {})) {
      for (const body of Array.isArray(bodies) ? bodies : []) {
        if (isObject(body)) checkBody(`${type}.${name}`, body, schema.attributes, problems);
      }
    }
  }
  return problems;
}
