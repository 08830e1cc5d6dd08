import {
  MESSAGES,
  ziaGatewayTerminateRefusal,
  type createZiaGatewayBodySchema,
  type ZiaGateway,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ziaGateways } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import type { ZiaGatewayEngine } from './engine.ts';
import { clustersUsing, gatewayView, hasZiaFeature, liveGateway, liveGatewaysOf } from './queries.ts';

type CreateBody = z.output<typeof createZiaGatewayBodySchema>;

/**
 * ZIA gateways of an account (SPEC §2, §4): list, create, terminate, and the clusters using one.
 * On an account without the feature every call is 404: there, gateways do not exist.
 */
export function ziaGatewayService(ctx: Pick<AppContext, 'db' | 'clock' | 'driver'>, engine: ZiaGatewayEngine) {
  const { db, clock, driver } = ctx;

  async function requireFeature(accountId: string): Promise<void> {
    if (!(await hasZiaFeature(db, accountId))) throw notFound();
  }

  async function list(accountId: string): Promise<{ gateways: ZiaGateway[] }> {
    await requireFeature(accountId);
    const rows = await liveGatewaysOf(db, accountId);
    const using = await clustersUsing(
      db,
      rows.map((row) => row.id),
    );
    const namesOf = (id: string) => using.filter((c) => c.gatewayId === id).map((c) => c.name);
    return { gateways: rows.map((row) => gatewayView(row, namesOf(row.id))) };
  }

  /** Stores the gateway PROVISIONING (audited in the same transaction), then has the driver start it. */
  async function create(accountId: string, actor: AuditActor, body: CreateBody): Promise<ZiaGateway> {
    await requireFeature(accountId);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(ziaGateways)
        .values({
          accountId,
          name: body.name,
          cloudProvider: body.cloudProvider,
          region: body.region,
          pci: body.pci,
          status: 'PROVISIONING',
          stageStartedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('the gateway was not stored');
      await recordAudit(tx, clock, actor, {
        type: 'ZIA_GATEWAY_CREATED',
        accountId,
        detail: `${inserted.name} (${inserted.region})`,
      });
      return inserted;
    });
    await driver.ziaGateways.provision(row);
    await engine.schedule(row.id);
    return gatewayView(row, []);
  }

  /**
   * Starts termination of a gateway no live cluster uses: the same refusal the table shows, as a
   * 409. The update is conditional on the version read, so a concurrent terminate loses cleanly.
   */
  async function terminate(accountId: string, actor: AuditActor, gatewayId: string): Promise<ZiaGateway> {
    await requireFeature(accountId);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await liveGateway(tx, accountId, gatewayId);
      if (!found) throw notFound();
      const names = (await clustersUsing(tx, [found.id])).map((c) => c.name);
      const refusal = ziaGatewayTerminateRefusal({ clusters: names, status: found.status }, true);
      if (refusal !== null) throw new HttpError(409, [{ name: 'CONFLICT', message: refusal }]);
      const [updated] = await tx
        .update(ziaGateways)
        .set({ status: 'TERMINATING', stageStartedAt: now, stateVersion: found.stateVersion + 1, updatedAt: now })
        .where(and(eq(ziaGateways.id, found.id), eq(ziaGateways.stateVersion, found.stateVersion)))
        .returning();
      if (!updated) throw new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.ziaGateways.terminating }]);
      await recordAudit(tx, clock, actor, { type: 'ZIA_GATEWAY_TERMINATED', accountId, detail: updated.name });
      return updated;
    });
    await driver.ziaGateways.terminate(row);
    await engine.schedule(row.id);
    return gatewayView(row, []);
  }

  async function associatedClusters(accountId: string, gatewayId: string) {
    await requireFeature(accountId);
    const found = await liveGateway(db, accountId, gatewayId);
    if (!found) throw notFound();
    const using = await clustersUsing(db, [found.id]);
    return { clusters: using.map(({ id, name }) => ({ id, name })) };
  }

  return { list, create, terminate, associatedClusters };
}
