import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database.ts';

/**
 * Columns a read legitimately writes: a session's last use and the expiry that slides with it
 * (moved by the guard as a request arrives, before its input is even validated).
 */
const TOUCHED_BY_READS: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_seen_at', 'expires_at'],
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('the database answered no rows');
  return rows as Record<string, unknown>[];
}

/**
 * A digest of every row of every table of the application's schema, per table, to compare before
 * and after something that must write nothing. Rows are compared as JSON, in a stable order,
 * without the columns that reads touch.
 */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.table_name));
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const ignored = (TOUCHED_BY_READS[table] ?? []).map(literal).join(', ');
    const row = ignored ? `to_jsonb(t) - array[${ignored}]::text[]` : 'to_jsonb(t)';
    const [digest] = rowsOf(
      await db.execute(
        sql.raw(
          `select count(*) as n, md5(coalesce(string_agg(r, '|' order by r), '')) as digest from (select (${row})::text as r from ${quoted(table)} t) s`,
        ),
      ),
    );
    digests[table] = `${String(digest?.n)} rows, ${String(digest?.digest)}`;
  }
  return digests;
}
