import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import {
  cassandraClusterBaseSchema,
  CREATE_CLUSTER_SCHEMAS,
  kafkaClusterBaseSchema,
  opensearchClusterBaseSchema,
  type CreateClusterRequest,
} from './cluster-create.ts';
import type { Application } from './cluster-vocabulary.ts';
import type { ClusterOperation } from './cluster-details.ts';

/**
 * Updating a cluster (`PUT …/clusters/v2/{clusterId}`), as Instaclustr's CassandraClusterUpdateV2,
 * KafkaClusterUpdateV2 and OpenSearchClusterUpdateV2: description, two-factor delete, resize
 * settings, and per data centre (matched by name) its node size, a larger node count, its tags and
 * Cassandra's Debezium connector; Cassandra may add data centres; OpenSearch resizes its node
 * groups and grows its data nodes.
 *
 * The body may also be the whole create body: Terraform's OpenAPI provider (dikhan's) PUTs the
 * resource as its POST describes it. Every create field is therefore taken, and one the update may
 * not change must equal the cluster's current value, else a 400 names it. Fields left out keep
 * their current value (no defaults apply to an update). The merged request must pass the create's
 * own rules, so an update is held to everything a create is.
 */

type Shape = Record<string, z.ZodType>;

/** A field without its default: an update that leaves it out keeps the cluster's value. */
// The classic API wraps classic schemas; unwrap() is typed with the core type only.
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;

/** Every field of a shape optional and default-free, but the `required` ones. */
const loosened = (shape: Shape, required: readonly string[] = []): Shape =>
  Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const bare = withoutDefault(schema);
      return [key, required.includes(key) ? bare : bare.optional()];
    }),
  );

/** The element schema of an array field of a create schema (its data centres, its node groups). */
const elementOf = (schema: z.ZodType | undefined): z.ZodObject => {
  const inner = schema === undefined ? undefined : withoutDefault(schema);
  if (!(inner instanceof z.ZodArray) || !(inner.element instanceof z.ZodObject)) {
    throw new Error('expected an array of objects');
  }
  return inner.element;
};

/** A data centre of an update: named (that is how it is matched), any other field optional. */
const dataCentreUpdate = (base: z.ZodObject) =>
  z.strictObject(loosened(elementOf(base.shape.dataCentres).shape, ['name']));

/** An OpenSearch node group entry of an update: any field optional. */
const groupUpdate = (base: z.ZodObject, field: string) =>
  z.array(z.strictObject(loosened(elementOf(base.shape[field]).shape))).max(1, 'One entry at most');

export const cassandraClusterUpdateSchema = z.strictObject({
  ...loosened(cassandraClusterBaseSchema.shape),
  dataCentres: z
    .array(dataCentreUpdate(cassandraClusterBaseSchema))
    .min(1, 'At least one data centre')
    .max(LIMITS.maxCassandraDataCentres, `At most ${LIMITS.maxCassandraDataCentres} data centres`),
});

export const kafkaClusterUpdateSchema = z.strictObject({
  ...loosened(kafkaClusterBaseSchema.shape),
  dataCentres: z
    .array(dataCentreUpdate(kafkaClusterBaseSchema))
    .length(1, 'A Kafka cluster has exactly one data centre'),
});

export const opensearchClusterUpdateSchema = z.strictObject({
  ...loosened(opensearchClusterBaseSchema.shape),
  dataCentres: z
    .array(dataCentreUpdate(opensearchClusterBaseSchema))
    .length(1, 'An OpenSearch cluster has exactly one data centre')
    .optional(),
  dataNodes: groupUpdate(opensearchClusterBaseSchema, 'dataNodes').optional(),
  clusterManagerNodes: groupUpdate(opensearchClusterBaseSchema, 'clusterManagerNodes').optional(),
  opensearchDashboards: groupUpdate(opensearchClusterBaseSchema, 'opensearchDashboards').optional(),
});

export const UPDATE_CLUSTER_SCHEMAS = {
  APACHE_CASSANDRA: cassandraClusterUpdateSchema,
  KAFKA: kafkaClusterUpdateSchema,
  OPENSEARCH: opensearchClusterUpdateSchema,
} as const;

/** An update body of any application, as its schema parsed it. */
export type ClusterUpdateBody = { dataCentres?: Record<string, unknown>[] } & Record<string, unknown>;

/** Root fields an update changes (the rest must equal the cluster's). */
const UPDATABLE_ROOT: ReadonlySet<string> = new Set(['description', 'twoFactorDelete', 'resizeSettings']);
/**
 * Fields of a data centre an update changes; its node count only upwards. Cassandra's Debezium
 * connector too (updatable in Instaclustr's provider; the server checks its Kafka data centre again).
 */
const UPDATABLE_IN_DATA_CENTRE: ReadonlySet<string> = new Set(['nodeSize', 'numberOfNodes', 'tags', 'debezium']);
/** OpenSearch's node groups: which of their fields an update changes (counts only upwards). */
const OPENSEARCH_GROUPS: Readonly<Record<string, ReadonlySet<string>>> = {
  dataNodes: new Set(['nodeSize', 'nodeCount']),
  clusterManagerNodes: new Set(['nodeSize']),
  opensearchDashboards: new Set(['nodeSize']),
};
const COUNT_FIELDS: ReadonlySet<string> = new Set(['numberOfNodes', 'nodeCount']);

export type UpdateIssue = { path: (string | number)[]; message: string };
export type MergedUpdate = { ok: true; request: CreateClusterRequest } | { ok: false; issues: UpdateIssue[] };

/** A value "off": absent, false or an empty list (a feature not offered, left off, reads back absent). */
const isOff = (value: unknown): boolean =>
  value === undefined || value === false || (Array.isArray(value) && value.length === 0);

/**
 * Equal as JSON values (key order aside), "off" values all alike: how a given field is compared
 * with the cluster's. A Terraform PUT sends `dedicatedZookeeper: []` where the cluster has none.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isOff(a) && isOff(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return a === b;
}

/**
 * One object of the update merged into the current one: fields in `updatable` are taken (counts
 * only upwards), any other given field must equal the current value.
 */
function mergeFields(
  current: Record<string, unknown>,
  given: Record<string, unknown>,
  updatable: ReadonlySet<string>,
  at: (string | number)[],
  issues: UpdateIssue[],
): Record<string, unknown> {
  const next = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (updatable.has(key)) {
      const before = current[key];
      if (COUNT_FIELDS.has(key) && typeof before === 'number' && typeof value === 'number' && value < before) {
        issues.push({ path: [...at, key], message: MESSAGES.updates.fewerNodes });
      }
      next[key] = value;
    } else if (!sameValue(value, current[key])) {
      issues.push({ path: [...at, key], message: MESSAGES.updates.cannotChange(key) });
    }
  }
  return next;
}

/** The update's data centres merged into the current ones (matched by name; new ones only for Cassandra). */
function mergeDataCentres(
  application: Application,
  current: readonly Record<string, unknown>[],
  given: readonly Record<string, unknown>[],
  issues: UpdateIssue[],
): { merged: Record<string, unknown>[]; givenIndexOf: number[] } {
  const givenByName = new Map(given.map((dc, i) => [String(dc.name).toLowerCase(), i]));
  const merged: Record<string, unknown>[] = [];
  const givenIndexOf: number[] = [];
  for (const dc of current) {
    const i = givenByName.get(String(dc.name).toLowerCase());
    const update = i === undefined ? undefined : given[i];
    if (i === undefined || update === undefined) {
      issues.push({ path: ['dataCentres'], message: MESSAGES.updates.dataCentreRemoved(String(dc.name)) });
      continue;
    }
    merged.push(mergeFields(dc, { ...update, name: dc.name }, UPDATABLE_IN_DATA_CENTRE, ['dataCentres', i], issues));
    givenIndexOf.push(i);
  }
  const known = new Set(current.map((dc) => String(dc.name).toLowerCase()));
  given.forEach((dc, i) => {
    if (known.has(String(dc.name).toLowerCase())) return;
    if (application !== 'APACHE_CASSANDRA') {
      issues.push({ path: ['dataCentres', i, 'name'], message: MESSAGES.updates.dataCentreAdded });
      return;
    }
    merged.push(dc);
    givenIndexOf.push(i);
  });
  return { merged, givenIndexOf };
}

/**
 * The request a cluster stands for after an update: `current` (requestOf the stored cluster)
 * with the update's changes, checked against what an update may change and then by the
 * application's create schema, all its rules. Issues of merged data centres are named by their
 * index in the update's body.
 */
export function mergeUpdate(current: CreateClusterRequest, body: ClusterUpdateBody): MergedUpdate {
  const issues: UpdateIssue[] = [];
  const { application, ...fields } = current;
  const now = fields as Record<string, unknown>;
  const next: Record<string, unknown> = { ...now };
  let givenIndexOf: number[] = current.dataCentres.map((_, i) => i);
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const group = application === 'OPENSEARCH' ? OPENSEARCH_GROUPS[key] : undefined;
    if (key === 'dataCentres' && Array.isArray(value)) {
      const merged = mergeDataCentres(application, current.dataCentres, value as Record<string, unknown>[], issues);
      next.dataCentres = merged.merged;
      givenIndexOf = merged.givenIndexOf;
    } else if (group && Array.isArray(value)) {
      const before = (now[key] ?? []) as Record<string, unknown>[];
      if (value.length !== before.length) {
        issues.push({ path: [key], message: MESSAGES.updates.cannotChange(key) });
        continue;
      }
      next[key] = before.map((entry, i) =>
        mergeFields(entry, (value[i] ?? {}) as Record<string, unknown>, group, [key, i], issues),
      );
    } else if (UPDATABLE_ROOT.has(key)) {
      next[key] = value;
    } else if (!sameValue(value, now[key])) {
      issues.push({ path: [key], message: MESSAGES.updates.cannotChange(key) });
    }
  }
  if (issues.length > 0) return { ok: false, issues };

  const parsed = CREATE_CLUSTER_SCHEMAS[application].safeParse(next);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => {
        const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        if (path[0] === 'dataCentres' && typeof path[1] === 'number') path[1] = givenIndexOf[path[1]] ?? path[1];
        return { path, message: issue.message };
      }),
    };
  }
  // The schema of `application` parsed it: the pair is one variant of the union.
  return { ok: true, request: { application, ...parsed.data } as CreateClusterRequest };
}

/** The words of an operation's progress, as the cluster page shows them. */
export function operationLabel(operation: ClusterOperation): string {
  const verb = operation.kind === 'ADDING_NODES' ? 'Adding nodes' : 'Resizing nodes';
  return `${verb}: ${operation.done} of ${operation.total}`;
}
