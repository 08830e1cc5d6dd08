import type { Endpoint } from '../endpoint.ts';

/**
 * The JSON conventions of Instaclustr's clients, taken at the public API's edge before a body is
 * validated:
 * - `null` means "none": Go clients (the Kubernetes operator) send an empty list as `null`
 *   (`"dedicatedZookeeper": null`), so a null field is read as an absent one;
 * - the reference's read-only fields are state, not input: a client that sends back what it read
 *   (`id`, `status`, a data centre's `nodes`…) has them ignored, as OpenAPI's readOnly means.
 * Anything else a body holds is validated as sent: an unknown field is still refused by name.
 */

/** Read-only fields of a cluster and of its data centres in the reference (and the operation status). */
const CLUSTER_STATE = new Set([
  'id',
  'status',
  'currentClusterOperationStatus',
  'defaultUserPassword',
  'defaultUsername',
]);
const DATA_CENTRE_STATE = new Set(['id', 'status', 'nodes', 'deletedNodes']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reference's bodies nest four levels at most (cluster › data centres › settings › entry);
 * deeper input is left as sent for the schema to refuse, and never walks the stack dry.
 */
const NULLS_DEPTH = 6;

function withoutNulls(value: unknown, depth = 0): unknown {
  if (depth > NULLS_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNulls(item, depth + 1));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field, depth + 1)]),
  );
}

const without = (record: Record<string, unknown>, state: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !state.has(key)));

/**
 * The body an endpoint's handler validates: as sent, or, on the Instaclustr-compatible API (the
 * endpoints API keys call), as its clients mean it. The binder and the fuzz test both read bodies so.
 */
export function bodyAsMeant(endpoint: Pick<Endpoint, 'access'>, body: unknown): unknown {
  return endpoint.access.kind === 'apiKey' && body !== undefined ? publicRequestBody(body) : body;
}

export function publicRequestBody(body: unknown): unknown {
  const plain = withoutNulls(body);
  if (!isRecord(plain)) return plain;
  const cluster = without(plain, CLUSTER_STATE);
  const { dataCentres } = cluster;
  if (!Array.isArray(dataCentres)) return cluster;
  return {
    ...cluster,
    dataCentres: dataCentres.map((dc) => (isRecord(dc) ? without(dc, DATA_CENTRE_STATE) : dc)),
  };
}
