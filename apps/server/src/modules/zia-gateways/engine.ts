import { ZIA_GATEWAY_CHANGING } from '@datadeck/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { ziaGateways } from '../../platform/db/schema.ts';

export const ADVANCE_ZIA_GATEWAY = 'zia-gateways.advance';
export const SWEEP_ZIA_GATEWAYS = 'zia-gateways.sweep';

const advanceData = z.object({ gatewayId: z.uuid() });

/**
 * The gateways' engine, the clusters' one in small (clusters/engine.ts): one job per look at a
 * gateway through the driver, its status stored only if the version read is still current (two
 * servers never advance a gateway twice), and a sweep every minute that queues a look at every
 * gateway still changing, so none is forgotten across a restart or a lost job.
 */
export function ziaGatewayEngine(ctx: Pick<AppContext, 'db' | 'driver' | 'clock' | 'queue'>) {
  const { db, driver, clock, queue } = ctx;

  const schedule = (gatewayId: string, delayMs = driver.pollIntervalMs) =>
    queue.send(ADVANCE_ZIA_GATEWAY, { gatewayId }, { delayMs, singletonKey: gatewayId });

  /** One look at one gateway; says whether there is more to do. */
  async function advance(gatewayId: string): Promise<'more' | 'done'> {
    const [row] = await db.select().from(ziaGateways).where(eq(ziaGateways.id, gatewayId)).limit(1);
    if (!row || !ZIA_GATEWAY_CHANGING.includes(row.status)) return 'done';
    const now = clock.now();
    const seen = await driver.ziaGateways.observe(row, now);
    if (seen.status !== row.status) {
      const written = await db
        .update(ziaGateways)
        .set({ status: seen.status, stateVersion: row.stateVersion + 1, updatedAt: now })
        .where(and(eq(ziaGateways.id, row.id), eq(ziaGateways.stateVersion, row.stateVersion)))
        .returning({ id: ziaGateways.id });
      // Another look (or a terminate) changed it meanwhile: look again at what it is now.
      if (written.length === 0) return 'more';
    }
    return seen.settled ? 'done' : 'more';
  }

  /** Queues a look at every gateway with work left; how many. */
  async function sweep(): Promise<number> {
    const pending = await db
      .select({ id: ziaGateways.id })
      .from(ziaGateways)
      .where(inArray(ziaGateways.status, [...ZIA_GATEWAY_CHANGING]));
    for (const { id } of pending) await schedule(id, 0);
    return pending.length;
  }

  const jobs: JobDefinition[] = [
    {
      name: ADVANCE_ZIA_GATEWAY,
      // One queued look per gateway, as for clusters (see ADVANCE_CLUSTER for why not `stately`).
      policy: 'short',
      pollingIntervalSeconds: 0.5,
      batchSize: 50,
      run: async (log, data) => {
        const { gatewayId } = advanceData.parse(data);
        let next: 'more' | 'done';
        try {
          next = await advance(gatewayId);
        } catch (err) {
          // Looked at again at the next interval rather than left to the minute's sweep.
          log.error({ err, gatewayId }, 'gateway look failed; looking again');
          next = 'more';
        }
        if (next === 'more') await schedule(gatewayId);
      },
    },
    {
      name: SWEEP_ZIA_GATEWAYS,
      cron: '* * * * *',
      run: async (log) => {
        const queued = await sweep();
        if (queued > 0) log.info({ queued }, 'queued gateways with work left');
      },
    },
  ];

  return { advance, sweep, schedule, jobs };
}

export type ZiaGatewayEngine = ReturnType<typeof ziaGatewayEngine>;

/** The engine's jobs, for app.ts's job list. */
export const ziaGatewayJobs = (ctx: Pick<AppContext, 'db' | 'driver' | 'clock' | 'queue'>): JobDefinition[] =>
  ziaGatewayEngine(ctx).jobs;
