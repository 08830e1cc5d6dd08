import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { leaseTimes, takeoverRuns } from '../../platform/jobs/leases.ts';
import { deliverDueWebhooks } from './delivery.ts';
import { DELIVER_WEBHOOKS } from './queue.ts';

/**
 * Delivers queued webhook events: on demand after the routing commits (deliverWebhooksSoon), at
 * a refused delivery's retry time (a delayed job), and as a sweep once a minute, which also finds
 * what a crash or a process without jobs left behind; at start too, and again once a dead
 * predecessor's claims have run out.
 */
export function webhookJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: DELIVER_WEBHOOKS,
      cron: '* * * * *',
      runsAfterStart: takeoverRuns(leaseTimes(ctx.config)),
      run: async (log) => {
        await deliverDueWebhooks(ctx, log);
      },
    },
  ];
}
