import { openDatabase, type Database } from '../../apps/server/src/platform/db/database.ts';

/** The PostgreSQL server the benchmark uses (its own database on it is created and dropped). */
export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The databases of this run, named by its process: two bench runs at once (two worktrees) must
 * not drop each other's database halfway through.
 */
export const BENCH_DATABASE = `datadeck_bench_${process.pid}`;

export type PostgresDatabase = Extract<Database, { kind: 'postgres' }>;

export function serverUrl(env: Record<string, string | undefined> = process.env): string {
  const url = env.DATABASE_URL;
  return url !== undefined && url !== '' ? url : DEFAULT_SERVER_URL;
}

/** The URL of another database on the same server. */
export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function openPostgres(url: string, poolSize = 4): Promise<PostgresDatabase> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize });
  if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  // An idle connection cut by `drop database … with (force)` (Ctrl-C mid-run) is no failure.
  database.pool.on('error', () => {});
  return database;
}

/** Runs `work` with a connection to the server's maintenance database. */
async function withAdmin<T>(server: string, work: (admin: PostgresDatabase) => Promise<T>): Promise<T> {
  const admin = await openPostgres(server, 1);
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

/** Drops the database if a previous run left it, then creates it empty. Returns its URL. */
export async function createBenchDatabase(server: string, name = BENCH_DATABASE): Promise<string> {
  await withAdmin(server, async (admin) => {
    await admin.pool.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await admin.pool.query(`create database ${quoteIdent(name)}`);
  });
  return databaseUrl(server, name);
}

export async function dropBenchDatabase(server: string, name = BENCH_DATABASE): Promise<void> {
  await withAdmin(server, (admin) => admin.pool.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}

export async function postgresVersion(database: PostgresDatabase): Promise<string> {
  const { rows } = await database.pool.query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  return rows[0]?.version ?? 'unknown';
}
