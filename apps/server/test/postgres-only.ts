import { inject } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why a suite is skipped where it is; scripts/test-reporters/skip-reasons.ts requires one. */
    skipReason?: string;
  }
}

/**
 * The options of a suite only PostgreSQL can run (several server processes on one database, a
 * connection held mid-way): skipped on PGlite with the reason stated, which the run's
 * skip-reasons reporter requires. CI runs the suite on PostgreSQL too.
 */
export function onPostgresOnly(reason: string) {
  return { skip: inject('templateDatabase').kind !== 'postgres', meta: { skipReason: `PostgreSQL only: ${reason}` } };
}

/** The options of a suite only PGlite can run (its data directory, one process). */
export function onPgliteOnly(reason: string) {
  return { skip: inject('templateDatabase').kind !== 'pglite', meta: { skipReason: `PGlite only: ${reason}` } };
}
