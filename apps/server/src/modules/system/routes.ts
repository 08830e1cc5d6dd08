import { api } from '@datadeck/contracts';
import { pingDatabase, type Db } from '../../platform/db/database.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { HttpError } from '../../platform/http/errors.ts';

/** Probes for orchestrators: /healthz says the process is up, /readyz that it can reach the database. */
export function systemRoutes(bind: Bind, db: Db): void {
  bind(api.system.health, async () => ({ status: 'ok' as const }));

  bind(api.system.ready, async ({ request }) => {
    try {
      await pingDatabase(db);
    } catch (err) {
      request.log.warn({ err }, 'database unreachable');
      throw new HttpError(503, [{ name: 'DATABASE_UNAVAILABLE', message: 'The database cannot be reached' }]);
    }
    return { status: 'ok' as const };
  });
}
