/**
 * Errors as they may be logged or printed: by allow-list, never by deny-list. A database error
 * carries the values of its query — a query builder's `params`, and in its message; PostgreSQL's
 * `detail` ("Key (username)=(…)", "Failing row contains (…)", which holds every column of the row,
 * password hashes and generated passwords included) — so only fields known to hold no values are
 * kept, and the message loses the query's parameters.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/**
 * Fields kept when they are strings or numbers: codes and names of things, no values. Fastify's
 * `code` and `statusCode`; PostgreSQL's SQLSTATE `code`, `severity` and the names of the schema,
 * table, column, type and constraint at fault; Node's system-error `errno`, `syscall`, `address`,
 * `port`, `hostname` (a connection that failed).
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'errno',
  'syscall',
  'address',
  'port',
  'hostname',
] as const;

/** How deep causes and aggregated errors are followed. */
const MAX_DEPTH = 5;

/**
 * A message without the query's parameters: drizzle's "Failed query: <sql>\nparams: <values>" keeps
 * its SQL (placeholders only). Values may span lines, so everything from `params:` on goes.
 */
export function withoutQueryParams(message: string): string {
  const at = message.search(/(^|\n)params: /);
  return at === -1 ? message : message.slice(0, at);
}

/** The stack's frames under the cleaned message: the stack repeats the message, parameters and all. */
function safeStack(error: Error, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** An error (or anything thrown) with only its allow-listed fields, for a log line or stderr. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    const message = withoutQueryParams(String(value));
    return { type: typeof value, message, stack: message };
  }
  const message = withoutQueryParams(value.message);
  const serialized: SerializedError = {
    type: value.constructor.name || value.name,
    message,
    stack: safeStack(value, message),
  };
  const fields = value as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const kept = fields[field];
    if (typeof kept === 'string' || typeof kept === 'number') serialized[field] = kept;
  }
  if (depth < MAX_DEPTH) {
    if (value.cause !== undefined) serialized.cause = serializeError(value.cause, depth + 1);
    if (value instanceof AggregateError) {
      serialized.errors = (value.errors as unknown[]).map((each) => serializeError(each, depth + 1));
    }
  }
  return serialized;
}

/** The text of an error a stopping process prints (stderr): its cleaned stack, then its causes'. */
export function describeError(value: unknown): string {
  const lines: string[] = [];
  for (let error: SerializedError | undefined = serializeError(value); error !== undefined; error = error.cause) {
    lines.push(error.stack);
    if (error.cause !== undefined) lines.push('Caused by:');
  }
  return lines.join('\n');
}
