import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { expireOverdue } from './queries.ts';

export const EXPIRE_INVITATIONS = 'invitations.expire';

/**
 * Marks invitations past their 3 days EXPIRED. Every read already treats them so by the clock;
 * this keeps the stored status true for whatever reads the table directly.
 */
export function invitationJobs(ctx: Pick<AppContext, 'db' | 'clock'>): JobDefinition[] {
  return [
    {
      name: EXPIRE_INVITATIONS,
      cron: '* * * * *',
      run: async (log) => {
        const expired = await expireOverdue(ctx.db, ctx.clock.now());
        if (expired > 0) log.info({ expired }, 'marked overdue invitations expired');
      },
    },
  ];
}
