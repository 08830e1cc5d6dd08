import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { purgeExpiredMessageIds } from './saml/message-ids.ts';

export const PURGE_SAML_MESSAGE_IDS = 'saml.purge-message-ids';

/** Expired SAML request and assertion ids are refused or forgotten at once; this only keeps the table small. */
export function identityProviderJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: PURGE_SAML_MESSAGE_IDS,
      cron: '*/15 * * * *',
      run: async (log) => {
        const purged = await purgeExpiredMessageIds(ctx.db, ctx.clock.now());
        if (purged > 0) log.info({ purged }, 'purged expired SAML message ids');
      },
    },
  ];
}
