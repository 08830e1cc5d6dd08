import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { revokeInactiveUsers } from './inactivity.ts';

export const PURGE_EXPIRED_SESSIONS = 'sessions.purge-expired';
export const REVOKE_INACTIVE_USERS = 'users.revoke-inactive';

/** Expired sessions are refused at once; this only keeps the table from growing forever. */
export function authJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: PURGE_EXPIRED_SESSIONS,
      cron: '*/15 * * * *',
      run: async (log) => {
        const purged = await ctx.sessions.purgeExpired();
        log.info({ purged }, 'purged expired sessions');
      },
    },
    {
      name: REVOKE_INACTIVE_USERS,
      cron: '15 3 * * *',
      run: async (log) => {
        const revoked = await revokeInactiveUsers(ctx.db, ctx.clock.now());
        if (revoked > 0) log.info({ revoked }, 'revoked the access of inactive users');
      },
    },
  ];
}
