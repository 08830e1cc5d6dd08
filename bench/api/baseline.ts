import { LIMITS } from '@datadeck/contracts';
import type { BaselineConfig } from './baseline-server.ts';
import type { PostgresDatabase } from './database.ts';
import { captureStatements } from './explain.ts';
import { startChildServer, type RunningServer } from './server.ts';

/** The console's pool size (pg's default, as apps/server opens PostgreSQL). */
export const CONSOLE_POOL_SIZE = 10;

/**
 * Starts the baseline server (baseline-server.ts) for the given list pages: each path is
 * answered with the statements the console's own query code sends for that page (captured
 * here from clusterQueries, so the SQL, its parameters and prepared names stay the console's).
 */
export async function startBaselineServer(
  database: PostgresDatabase,
  databaseUrl: string,
  accountId: string,
  lists: { path: string; search: string }[],
): Promise<RunningServer> {
  const routes: BaselineConfig['routes'] = {};
  for (const { path, search } of lists) {
    const statements = await captureStatements(database, accountId, { startIndex: 0, search });
    routes[path] = { search, startIndex: 0, statements };
  }
  const config: BaselineConfig = { poolSize: CONSOLE_POOL_SIZE, countBound: LIMITS.clusterSearchCountBound, routes };
  return startChildServer(databaseUrl, {
    entry: 'bench/api/baseline-server.ts',
    mode: 'baseline',
    env: { BASELINE_CONFIG: JSON.stringify(config) },
  });
}
