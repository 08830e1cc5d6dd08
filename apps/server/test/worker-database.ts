import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { databaseUrl, quoteIdent, WORKER_DATABASE_PREFIX } from './database-template.ts';

/**
 * One database per test worker, reused by every integration file the worker runs and reset to
 * the migrated template's content before each (the integration project runs without isolation,
 * so this module, and the database, outlive a file). Loading PGlite's template costs seconds and
 * a reset a few milliseconds; a PostgreSQL clone is cheaper but still costs more than a reset.
 */

export interface LentDatabase {
  database: Database;
  /** Gives the database back (the worker's is kept for the next file; one of a file's own is dropped). */
  dispose(): Promise<void>;
}

/** The schema where a worker database keeps the rows the migrations wrote, to put them back. */
const PRISTINE = 'datadeck_pristine';

interface WorkerDatabase {
  database: Database;
  /** The reset, as one script: what the migrations left, and nothing else. */
  resetScript: string;
  /** The schemas the template has; any other (pg-boss's, made when jobs start) goes at a reset. */
  schemas: readonly string[];
  /** The public schema's shape; a file that changed it (a trigger, a constraint) leaves it changed. */
  shape: string;
  lent: boolean;
}

let worker: Promise<WorkerDatabase> | undefined;

/**
 * A database as the migrations leave it. `own: true` (or a second one while the file still holds
 * the worker's) gives a separate clone, closed and dropped by dispose: for tests that change the
 * schema or need two databases at once.
 */
export async function freshDatabase(options: { own?: boolean } = {}): Promise<LentDatabase> {
  if (options.own) return ownDatabase();
  worker ??= openWorkerDatabase();
  let current = await worker;
  if (current.lent) return ownDatabase();
  if ((await shapeOf(current.database)) !== current.shape) {
    // No reset undoes a changed schema: the worker starts again from the template.
    await current.database.close();
    worker = openWorkerDatabase();
    current = await worker;
  }
  await reset(current);
  current.lent = true;
  return {
    // Closing belongs to the worker: a file that closes its database must not close the next file's.
    database: { ...current.database, close: async () => {} },
    dispose: async () => {
      current.lent = false;
    },
  };
}

async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const { database } = await cloneTemplate();
  await run(database, `create schema ${PRISTINE}`);
  const tables = await rows<{ name: string }>(
    database,
    `select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const statements: string[] = [];
  const seeded: string[] = [];
  for (const table of tables) {
    const [filled] = await rows<{ any: boolean }>(database, `select exists (select from public.${table.name}) as any`);
    if (!filled?.any) continue;
    await run(database, `create table ${PRISTINE}.${table.name} as select * from public.${table.name}`);
    seeded.push(table.name);
  }
  if (tables.length > 0) {
    statements.push(
      `truncate table ${tables.map((table) => `public.${table.name}`).join(', ')} restart identity cascade`,
    );
  }
  for (const name of seeded) statements.push(`insert into public.${name} select * from ${PRISTINE}.${name}`);
  // Sequences no table owns (TRUNCATE … RESTART IDENTITY resets the owned ones).
  const sequences = await rows<{ name: string; start: string }>(
    database,
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text as start from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences) statements.push(`select setval('${sequence.name}', ${sequence.start}, false)`);
  const schemas = await rows<{ name: string }>(database, 'select nspname as name from pg_namespace');
  return {
    database,
    resetScript: statements.join(';\n'),
    schemas: schemas.map((schema) => schema.name),
    shape: await shapeOf(database),
    lent: false,
  };
}

/** How many relations, constraints, triggers and functions the public schema has. */
async function shapeOf(database: Database): Promise<string> {
  const [shape] = await rows<{ counts: string }>(
    database,
    `select array[
       (select count(*) from pg_class where relnamespace = 'public'::regnamespace),
       (select count(*) from pg_constraint where connamespace = 'public'::regnamespace),
       (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace),
       (select count(*) from pg_proc where pronamespace = 'public'::regnamespace)
     ]::text as counts`,
  );
  return shape?.counts ?? '';
}

async function reset(current: WorkerDatabase): Promise<void> {
  const extra = await rows<{ name: string }>(
    current.database,
    `select format('%I', nspname) as name from pg_namespace where nspname <> all($1::text[])`,
    [current.schemas],
  );
  const drops = extra.map((schema) => `drop schema ${schema.name} cascade`);
  await run(current.database, [...drops, current.resetScript].join(';\n'));
}

/** A database of the caller's own, cloned from the template and removed again by dispose. */
async function ownDatabase(): Promise<LentDatabase> {
  const { database, drop } = await cloneTemplate();
  // A test may close it itself (the database going away); dispose then only drops it.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= database.close();
    return closing;
  };
  return {
    database: { ...database, close },
    dispose: async () => {
      await close();
      await drop();
    },
  };
}

async function cloneTemplate(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return { database: await openDatabase({ kind: 'pglite-dump', dump }), drop: async () => {} };
  }
  const name = `${WORKER_DATABASE_PREFIX}${template.runId}_${randomUUID().replaceAll('-', '')}`;
  await onServer(template.serverUrl, `create database ${quoteIdent(name)} template ${quoteIdent(template.template)}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(template.serverUrl, name), poolSize: 4 });
  return {
    database,
    drop: () => onServer(template.serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Several statements in one round trip (the simple query protocol; no parameters). */
async function run(database: Database, script: string): Promise<void> {
  if (database.kind === 'pglite') await database.pglite.exec(script);
  else await database.pool.query(script);
}

async function rows<T>(database: Database, query: string, params: unknown[] = []): Promise<T[]> {
  if (database.kind === 'pglite') return (await database.pglite.query<T>(query, params)).rows;
  return (await database.pool.query(query, params)).rows as T[];
}
