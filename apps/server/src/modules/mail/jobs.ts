import { asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { outboundEmails } from '../../platform/db/schema.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';

export const DELIVER_EMAILS = 'mail.deliver';

/**
 * Delivers queued e-mail. The embedded default has no SMTP server to talk to, so its
 * transport is the log: each message (recipient, subject and body with any link) is written
 * there once and marked sent, which is how a self-hoster follows a confirmation link.
 */
export function mailJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: DELIVER_EMAILS,
      cron: '* * * * *',
      run: async (log) => {
        const queued = await ctx.db
          .select()
          .from(outboundEmails)
          .where(isNull(outboundEmails.sentAt))
          .orderBy(asc(outboundEmails.createdAt))
          .limit(100);
        for (const mail of queued) {
          const body = ctx.secrets.open(mail.body);
          log.info({ to: mail.recipient, subject: mail.subject, body }, 'e-mail (log transport)');
          await ctx.db.update(outboundEmails).set({ sentAt: ctx.clock.now() }).where(eq(outboundEmails.id, mail.id));
        }
      },
    },
  ];
}
