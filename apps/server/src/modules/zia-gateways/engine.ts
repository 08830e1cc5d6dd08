import { ZIA_GATEWAY_CHANGING } from '@datadeck/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { lookEngine, type LookResult } from '../../platform/jobs/look-engine.ts';
import { ziaGateways } from '../../platform/db/schema.ts';

export const ADVANCE_ZIA_GATEWAY = 'zia-gateways.advance';
export const SWEEP_ZIA_GATEWAYS = 'zia-gateways.sweep';

/**
 * The gateways' engine, the clusters' one in small (platform/jobs/look-engine.ts): a look at a
 * gateway through the driver stores its status only if the version read is still current (two
 * servers never advance a gateway twice).
 */
export function ziaGatewayEngine(ctx: Pick<AppContext, 'db' | 'driver' | 'clock' | 'queue'>) {
  const { db, driver, clock, queue } = ctx;

  /** One look at one gateway; says whether there is more to do. */
  async function advance(gatewayId: string): Promise<LookResult> {
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

  /** Every gateway still changing. */
  async function pending(): Promise<string[]> {
    const rows = await db
      .select({ id: ziaGateways.id })
      .from(ziaGateways)
      .where(inArray(ziaGateways.status, [...ZIA_GATEWAY_CHANGING]));
    return rows.map((row) => row.id);
  }

  const engine = lookEngine({
    advanceJob: ADVANCE_ZIA_GATEWAY,
    sweepJob: SWEEP_ZIA_GATEWAYS,
    idKey: 'gatewayId',
    noun: 'gateway',
    queue,
    pollIntervalMs: driver.pollIntervalMs,
    advance,
    pending,
  });
  return { advance, ...engine };
}

export type ZiaGatewayEngine = ReturnType<typeof ziaGatewayEngine>;

/** The engine's jobs, for app.ts's job list. */
export const ziaGatewayJobs = (ctx: Pick<AppContext, 'db' | 'driver' | 'clock' | 'queue'>): JobDefinition[] =>
  ziaGatewayEngine(ctx).jobs;
