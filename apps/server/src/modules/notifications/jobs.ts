import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { ROUTE_NOTIFICATIONS } from '../../platform/account-events.ts';
import { routeAccountEvents } from './router.ts';

/**
 * Routes recorded events to e-mail and webhooks: on demand right after the change that records
 * them commits (routeSoon), and as a sweep once a minute, which finds what a crash or a process
 * without jobs left behind.
 */
export function notificationJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: ROUTE_NOTIFICATIONS,
      cron: '* * * * *',
      run: async (log) => {
        const routed = await routeAccountEvents(ctx);
        if (routed > 0) log.debug({ routed }, 'account events routed');
      },
    },
  ];
}
