/**
 * Where the migrated template database of the integration tests lives; global-setup makes it
 * (or finds it from an earlier run), worker-database.ts clones each worker's database from it.
 */
export type TemplateDatabase =
  /** A PGlite data directory dump (tar) on disk, loaded into an in-memory PGlite per file. */
  | { kind: 'pglite'; dumpFile: string }
  /** A migrated PostgreSQL database, cloned with CREATE DATABASE … TEMPLATE. */
  | {
      kind: 'postgres';
      serverUrl: string;
      template: string;
      /** Names this run's worker databases, so its teardown drops them and no other run's. */
      runId: string;
    };

/** The start of every worker database's name: `<prefix><runId>_<n>`. */
export const WORKER_DATABASE_PREFIX = 'datadeck_worker_';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Identifiers we make ourselves; quoting keeps them safe in CREATE/DROP DATABASE. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
