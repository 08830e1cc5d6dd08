import type { PlatformContext } from '../context.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { leaseTimes, takeoverRuns } from '../jobs/leases.ts';
import { DELIVER_EMAILS, deliverDueEmails } from './delivery.ts';
import { createMailTransport } from './transport.ts';

export { DELIVER_EMAILS } from './delivery.ts';

/**
 * Delivers queued e-mail: on demand right after a commit (deliverSoon), at a refused message's
 * retry time (a delayed job), and as a sweep once a minute, which also finds what a crash or a
 * process without jobs (JOBS=false) left behind; at start too, and again once a dead
 * predecessor's claims have run out. The transport is the log without SMTP_URL.
 */
export function mailJobs(ctx: PlatformContext): JobDefinition[] {
  const transport = createMailTransport(ctx.config);
  // The first run checks the transport: a mail server that is down or refuses the login is
  // logged within a minute of the start, and never stops the start (the outbox waits for it).
  let checked: Promise<void> | null = null;
  return [
    {
      name: DELIVER_EMAILS,
      cron: '* * * * *',
      runsAfterStart: takeoverRuns(leaseTimes(ctx.config)),
      run: async (log) => {
        checked ??= transport.check(log);
        await checked;
        await deliverDueEmails(ctx, transport, log);
      },
    },
  ];
}
