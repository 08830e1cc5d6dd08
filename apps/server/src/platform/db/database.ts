import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { ConfigError } from '@datadeck/service-kit';
import { connectionFailure } from './connection-failure.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback is given. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * One open database: PGlite embedded in the process, or a PostgreSQL server through a pool.
 * Both speak the PostgreSQL dialect, so everything above this file is the same for both.
 */
export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: Pool; url: string; close(): Promise<void> };

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** An in-memory PGlite started from a dump of a prepared data directory (tests). */
  | { kind: 'pglite-dump'; dump: Blob };

const pgliteExtensions = { pg_trgm };

/** How long the first connection may take before the server says the host is unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    await checkConnection(source.url);
    const pool = new Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover) is replaced on the next query;
    // without a listener its 'error' event would take the whole process down.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, url: source.url, close: () => pool.end() };
  }
  let pglite: PGlite;
  if (source.kind === 'pglite') {
    try {
      await mkdir(source.dataDir, { recursive: true });
      pglite = await PGlite.create(source.dataDir, { extensions: pgliteExtensions });
    } catch (err) {
      const cause = err instanceof Error ? err.message : String(err);
      throw new ConfigError([`DATA_DIR: the embedded database at ${source.dataDir} cannot be opened: ${cause}`]);
    }
  } else {
    pglite = await PGlite.create({ loadDataDir: source.dump, extensions: pgliteExtensions });
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/**
 * Connects once before anything else does, so a wrong DATABASE_URL stops the start with the
 * variable and the cause named (ConfigError), not with the first migration's failed query.
 */
async function checkConnection(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An error emitted after a failed connect repeats the one connect() rejects with, handled below;
  // without a listener it would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    // A failed connect leaves nothing open to end.
    throw new ConfigError([`DATABASE_URL: ${connectionFailure(err, url)}`]);
  }
  await client.end();
}

/** Applies the checked-in migrations (drizzle/), idempotently. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
  } else {
    await migratePg(drizzlePg(database.pool), { migrationsFolder });
  }
}

/**
 * The key of the advisory lock that start-up work takes on PostgreSQL: "datadeck" in ASCII, a
 * fixed number every instance agrees on (advisory locks are per database, so other databases on
 * the same server are not held up).
 */
const STARTUP_LOCK_KEY = '7233190438178743147';

/**
 * Runs the start-up writes (migrations, demo seed, switches) with one instance at a time. Two
 * instances starting together on an empty PostgreSQL database otherwise both migrate and both
 * seed, and the second dies on a unique violation. The lock is session-level, on one client held
 * for the work, so a crashed instance's lock goes with its connection. PGlite needs none: one
 * process owns its data directory.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch((err: Error) => {
        // A connection that cannot unlock is closed instead, which releases the lock too.
        broken = err;
      });
    }
  } finally {
    client.release(broken);
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
