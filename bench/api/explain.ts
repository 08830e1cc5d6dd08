import type { ClusterListQuery } from '@datadeck/contracts';
import { clusterQueries } from '../../apps/server/src/modules/clusters/queries.ts';
import type { PostgresDatabase } from './database.ts';

export interface Statement {
  /** The prepared statement's name, when the query code prepares it. */
  name?: string;
  text: string;
  values: unknown[];
}

export interface ExplainedStatement {
  /** The SQL as the server sends it (captured from the real query code, not rewritten). */
  sql: string;
  values: unknown[];
  /** EXPLAIN (ANALYZE, BUFFERS) text output. */
  plan: string[];
  planningMs: number;
  executionMs: number;
  /** The plan's node lines with costs removed: what a reader scans for index use. */
  summary: string[];
}

export interface ExplainedList {
  name: string;
  search: string;
  statements: ExplainedStatement[];
}

/**
 * Runs the server's own list query (clusterQueries().listClusterCards) on a pool whose query method records each
 * statement, so the EXPLAIN below is of exactly the SQL and parameters the endpoint sends.
 */
export async function captureStatements(database: PostgresDatabase, accountId: string, query: ClusterListQuery) {
  const pool = database.pool;
  const original = pool.query;
  const captured: Statement[] = [];
  const recording = (...args: unknown[]) => {
    const [config, values] = args;
    // pool.query(text, values) or pool.query({ name, text, values, … }).
    const given =
      typeof config === 'string'
        ? { text: config }
        : (config as { text?: unknown; name?: unknown; values?: unknown } | null);
    const text = given?.text;
    const name = typeof given?.name === 'string' ? given.name : undefined;
    const params = Array.isArray(values) ? values : Array.isArray(given?.values) ? given.values : [];
    if (typeof text === 'string') captured.push({ name, text, values: params });
    return Reflect.apply(original, pool, args) as unknown;
  };
  // A first run outside the recording: the query code reads the search's trigram statistics on
  // its first search and then only once a minute, so a steady request does not send that read.
  const queries = clusterQueries(database.db);
  await queries.listClusterCards(accountId, query);
  pool.query = recording as typeof pool.query;
  try {
    await queries.listClusterCards(accountId, query);
  } finally {
    pool.query = original;
  }
  return captured;
}

const milliseconds = (plan: string[], label: string) => {
  const line = plan.find((l) => l.trim().startsWith(label));
  const match = line?.match(/([\d.]+) ms/);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]);
};

/** Node lines (and index conditions) without the estimated costs. */
const summarise = (plan: string[]) =>
  plan
    .filter((line) => !/^\s*(Buffers:|Planning:|Planning Time:|Execution Time:)/.test(line))
    .map((line) => line.replace(/ {2}\(cost=[^)]*\)/, '').replace(/\s+$/, ''));

async function explain(database: PostgresDatabase, statement: Statement): Promise<ExplainedStatement> {
  // Once to warm the cache as the load does, then the measured run.
  await database.pool.query(statement.text, statement.values);
  const result = await database.pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.values,
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']);
  return {
    sql: statement.text,
    values: statement.values,
    plan,
    planningMs: milliseconds(plan, 'Planning Time'),
    executionMs: milliseconds(plan, 'Execution Time'),
    summary: summarise(plan),
  };
}

export async function explainListQueries(
  database: PostgresDatabase,
  accountId: string,
  searches: { name: string; search: string }[],
): Promise<ExplainedList[]> {
  const explained: ExplainedList[] = [];
  for (const { name, search } of searches) {
    const statements = await captureStatements(database, accountId, { startIndex: 0, search });
    const plans: ExplainedStatement[] = [];
    for (const statement of statements) plans.push(await explain(database, statement));
    explained.push({ name, search, statements: plans });
  }
  return explained;
}
