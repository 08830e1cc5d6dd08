import type { TerraformField } from '@datadeck/contracts';

/** A JSON Schema node as zod writes it (draft-4 target) and Swagger 2.0 reads it. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  anyOf?: SchemaNode[];
  [keyword: string]: unknown;
}

/** Keywords of JSON Schema that Swagger 2.0's schema object lacks, or that only zod writes. */
const DROPPED = new Set(['$schema', 'anyOf', 'oneOf', 'allOf', 'const', 'default']);

/**
 * A zod JSON Schema as a Swagger 2.0 schema: `X | null` becomes X with `x-nullable`, and `default`
 * goes (Terraform refuses a default on lists and sets, and the provider refuses one beside
 * `x-terraform-computed`: a field the server fills is marked computed instead). Any other union
 * has no Swagger 2.0 form the provider reads, so it is refused here rather than served broken.
 */
export function swaggerSchema(node: SchemaNode): SchemaNode {
  if (node.anyOf) {
    const others = node.anyOf.filter((branch) => branch.type !== 'null');
    const [only] = others;
    if (others.length !== 1 || !only) throw new Error(`No Swagger 2.0 form for a union: ${JSON.stringify(node)}`);
    return { ...swaggerSchema(only), 'x-nullable': true };
  }
  // zod writes a nullable scalar with refinements as `type: [T, 'null']`: the same X | null.
  if (Array.isArray(node.type)) {
    const [only, ...more] = node.type.filter((type) => type !== 'null');
    if (only === undefined || more.length > 0)
      throw new Error(`No Swagger 2.0 form for a union: ${JSON.stringify(node)}`);
    return { ...swaggerSchema({ ...node, type: only }), 'x-nullable': true };
  }
  const result: SchemaNode = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (DROPPED.has(keyword)) continue;
    result[keyword] = value;
  }
  if (node.properties) {
    result.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, property]) => [name, swaggerSchema(property)]),
    );
  }
  if (node.items) result.items = swaggerSchema(node.items);
  return result;
}

/** The object a property holds: itself, or its items' for an array of objects. */
const objectOf = (node: SchemaNode | undefined): SchemaNode | undefined =>
  node?.type === 'array' ? node.items : node?.properties ? node : undefined;

/**
 * A field only the answer has, readOnly through and through: the provider makes each nested field
 * of it an attribute too, and a required attribute inside a computed one is a schema Terraform refuses.
 */
function readOnlyTree(node: SchemaNode): SchemaNode {
  const result: SchemaNode = { ...node, readOnly: true };
  delete result.required;
  if (node.properties) {
    result.properties = Object.fromEntries(Object.entries(node.properties).map(([name, p]) => [name, readOnlyTree(p)]));
  }
  if (node.items) {
    const items = readOnlyTree(node.items);
    delete items.readOnly;
    result.items = items;
  }
  return result;
}

export interface ResourceSchemaOptions {
  /** Extensions per field path (`dataCentres.tags`). */
  readonly fields?: Readonly<Record<string, TerraformField>>;
  /** The field the provider polls (`x-terraform-field-status`). */
  readonly statusField?: string;
  /** The field that identifies the resource when it is not `id` (`x-terraform-id`). */
  readonly idField?: string;
}

/**
 * One definition for a resource from its request (input) and answer (output) schemas, as the
 * provider reads it: the answer's fields; those the request does not take are `readOnly`; those
 * the request may omit but the answer always has (defaults the server fills) are
 * `x-terraform-computed`, so a plan does not show them as changes; `required` is the request's.
 * Nested objects (data centres, nodes) follow the same rules.
 */
export function resourceSchema(
  input: SchemaNode | undefined,
  output: SchemaNode,
  options: ResourceSchemaOptions,
  prefix = '',
): SchemaNode {
  const outputObject = swaggerSchema(output);
  const inputRequired = new Set(input?.required ?? []);
  const outputRequired = new Set(output.required ?? []);
  const names = [...new Set([...Object.keys(output.properties ?? {}), ...Object.keys(input?.properties ?? {})])];
  const properties: Record<string, SchemaNode> = {};
  for (const name of names) {
    const path = `${prefix}${name}`;
    const inputProperty = input?.properties?.[name];
    const outputProperty = output.properties?.[name] ?? inputProperty;
    if (!outputProperty) continue;
    let property = swaggerSchema(outputProperty);
    const nestedOutput = objectOf(outputProperty);
    if (inputProperty === undefined) {
      property = readOnlyTree(property);
    } else if (nestedOutput?.properties) {
      const nested = resourceSchema(objectOf(inputProperty), nestedOutput, options, `${path}.`);
      property = property.type === 'array' ? { ...property, items: nested } : { ...property, ...nested };
    }
    if (inputProperty !== undefined && !inputRequired.has(name) && outputRequired.has(name)) {
      property['x-terraform-computed'] = true;
    }
    const field = options.fields?.[path];
    if (field?.fieldName) property['x-terraform-field-name'] = field.fieldName;
    if (field?.sensitive) property['x-terraform-sensitive'] = true;
    if (field?.forceNew) property['x-terraform-force-new'] = true;
    if (path === options.statusField) property['x-terraform-field-status'] = true;
    if (path === options.idField) property['x-terraform-id'] = true;
    properties[name] = property;
  }
  const required = [...inputRequired].filter((name) => name in properties);
  const definition: SchemaNode = { ...outputObject, type: 'object', properties };
  delete definition.required;
  if (required.length > 0) definition.required = required;
  return definition;
}
