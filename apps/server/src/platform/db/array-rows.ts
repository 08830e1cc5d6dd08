import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import { Pool } from 'pg';
import type { Db } from './database.ts';

/** What a drizzle query builder gives for its SQL: the text and its (placeholder) parameters. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A statement built with the ORM but run by the driver itself, rows as arrays in select-list
 * order, for the hottest reads only: the ORM's row mapping cost the cluster list about 50 µs a
 * request, a tenth of its server time. On PostgreSQL a named one is a prepared statement (parsed
 * and planned once per connection, as drizzle's `.prepare(name)` does); with a null name it is
 * planned on each run with its values — for a search, whose best plan depends on how many rows
 * its pattern matches, which a prepared statement's generic plan cannot know. PGlite runs the
 * same text. Both drivers type the values alike: timestamptz as Date, jsonb parsed, real as number.
 */
export function arrayRowStatement<Row extends unknown[]>(
  db: Db,
  name: string | null,
  query: BuiltQuery,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  // Both drizzle drivers keep their client here; the Db type does not name it.
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof Pool) {
    return async (values) => {
      const result = await client.query<Row>({
        ...(name === null ? {} : { name }),
        text,
        values: fillPlaceholders(params, values),
        rowMode: 'array',
      });
      return result.rows;
    };
  }
  if (client instanceof PGlite) {
    return async (values) => {
      const result = await client.query<Row>(text, fillPlaceholders(params, values), { rowMode: 'array' });
      return result.rows;
    };
  }
  throw new Error('arrayRowStatement: the database is neither a pg Pool nor PGlite');
}
