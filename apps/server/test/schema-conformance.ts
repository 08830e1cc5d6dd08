/**
 * Compares a JSON Schema of ours (zod's `toJSONSchema`) with a schema of Instaclustr's reference
 * OpenAPI document, field by field, and lists every divergence. The rules, by direction:
 *
 * - A request of ours must declare every writable field of the reference (accepted, or refused
 *   by name when its feature is not offered), may require only what the reference requires, and
 *   may add a field only if the caller lists it as an allowed extension.
 * - A response of ours may answer only the reference's fields, and must answer every field the
 *   reference requires.
 * - Where both have a field: the same JSON type, enum values among the reference's (the caller
 *   lists newer values it allows), and, for objects and array items, the same rules inside.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  readOnly?: boolean;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
};

export type Direction = 'request' | 'response';

export interface Allowances {
  /** Fields of ours the reference lacks, by dotted path (`dataCentres.providerAccountName`). */
  extraFields?: readonly string[];
  /** Fields we require in a request that the reference leaves optional. */
  extraRequired?: readonly string[];
  /** Writable fields of the reference that are state, not input: a request refuses them. */
  stateFields?: readonly string[];
  /** Enum values newer than the reference, by dotted path. */
  extraEnumValues?: Readonly<Record<string, readonly unknown[]>>;
}

type Components = Record<string, JsonSchema>;

/** The schema a `$ref` names (one level; the reference nests refs, each resolved as met). */
function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  const target = components[name];
  if (!target) throw new Error(`reference schema ${schema.$ref} is missing`);
  return resolve(target, components);
}

/** Ours as one schema: a nullable `anyOf [T, null]` is T (null is our way to say "none"). */
function unwrap(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const nonNull = variants.filter((v) => v.type !== 'null');
    if (nonNull.length === 1 && nonNull[0]) return unwrap(nonNull[0]);
  }
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null').join('|') : schema.type;

export function compareSchemas(
  ours: JsonSchema,
  reference: JsonSchema,
  components: Components,
  direction: Direction,
  allowances: Allowances = {},
  path = '',
): string[] {
  const mine = unwrap(ours);
  const theirs = resolve(reference, components);
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  const issues: string[] = [];

  const myType = typeOf(mine);
  const theirType = typeOf(theirs) ?? (theirs.properties ? 'object' : undefined);
  if (theirType !== undefined && myType !== theirType) {
    issues.push(`${path || '(root)'}: type ${String(myType)}, reference ${theirType}`);
    return issues;
  }
  if (theirs.enum) {
    const allowed = new Set([...theirs.enum, ...(allowances.extraEnumValues?.[path] ?? [])]);
    const foreign = (mine.enum ?? []).filter((value) => !allowed.has(value));
    if (!mine.enum) issues.push(`${path}: no enum, reference ${theirs.enum.join('|')}`);
    else if (foreign.length > 0) issues.push(`${path}: enum values ${foreign.join(', ')} not in the reference`);
  }
  if (theirType === 'array' && theirs.items && mine.items) {
    issues.push(...compareSchemas(mine.items, theirs.items, components, direction, allowances, path));
  }
  if (theirType !== 'object' || !theirs.properties) return issues;

  const myFields = mine.properties ?? {};
  const theirFields = theirs.properties;
  const myRequired = new Set(mine.required ?? []);
  const theirRequired = new Set(theirs.required ?? []);
  for (const [field, schema] of Object.entries(theirFields)) {
    const writable = !resolve(schema, components).readOnly && schema.readOnly !== true;
    const mineField = myFields[field];
    if (!mineField) {
      if (direction === 'request' && writable && !allowances.stateFields?.includes(at(field)))
        issues.push(`${at(field)}: a field of the reference not declared`);
      if (direction === 'response' && theirRequired.has(field)) issues.push(`${at(field)}: required, not answered`);
      continue;
    }
    if (direction === 'response' && theirRequired.has(field) && !myRequired.has(field)) {
      issues.push(`${at(field)}: required by the reference, optional in ours`);
    }
    if (
      direction === 'request' &&
      myRequired.has(field) &&
      !theirRequired.has(field) &&
      !allowances.extraRequired?.includes(at(field))
    ) {
      issues.push(`${at(field)}: required in ours, optional in the reference`);
    }
    issues.push(...compareSchemas(mineField, schema, components, direction, allowances, at(field)));
  }
  for (const field of Object.keys(myFields)) {
    if (field in theirFields || allowances.extraFields?.includes(at(field))) continue;
    issues.push(`${at(field)}: not a field of the reference`);
  }
  return issues;
}
