import { LIMITS } from '@datadeck/contracts';
import { apiKeyLookup } from '../auth/api-key-store.ts';
import { organisationOwnerLookup } from '../auth/organisation-owners.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { readFeatureSwitches } from '../feature-switches.ts';
import type { Guards } from './binder.ts';
import { RateLimiter } from './rate-limit.ts';

/**
 * The guard's parts over one database: the sessions given, API keys, organisation owners, the
 * key-call limit and the maintenance switch.
 */
export function createGuards(
  db: Db,
  clock: Clock,
  sessions: SessionStore,
  apiRequestsPerMinute: number = LIMITS.apiRequestsPerMinute,
): Guards {
  return {
    sessions,
    apiKeys: apiKeyLookup(db),
    organisationOwners: organisationOwnerLookup(db),
    rateLimiter: new RateLimiter(clock, apiRequestsPerMinute),
    maintenance: async () => (await readFeatureSwitches(db)).databaseMaintenance,
  };
}
