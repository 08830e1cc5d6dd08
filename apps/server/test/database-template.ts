/**
 * Where the migrated template database of the integration tests lives; global-setup makes it
 * once per run, test-app.ts clones a fresh database from it for each test file.
 */
export type TemplateDatabase =
  /** A PGlite data directory dump (tar) on disk, loaded into an in-memory PGlite per file. */
  | { kind: 'pglite'; dumpFile: string }
  /** A migrated PostgreSQL database, cloned with CREATE DATABASE … TEMPLATE per file. */
  | { kind: 'postgres'; serverUrl: string; template: string };

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
