import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';

export const PURGE_EXPIRED_SESSIONS = 'sessions.purge-expired';

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
  ];
}
