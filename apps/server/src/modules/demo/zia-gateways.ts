import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, clusters, ziaGateways } from '../../platform/db/schema.ts';

/** The Demo Account's gateway and the running cluster that uses it (so terminate shows its refusal). */
export const DEMO_ZIA_GATEWAY = { name: 'retail-edge-gw', region: 'US_EAST_1', usedBy: 'events-kafka' } as const;

/**
 * Turns the zero-inbound-access console view on for the account (so its ZIA Gateway tab shows)
 * and gives it one RUNNING gateway, used by one demo cluster.
 */
export async function seedDemoZiaGateways(tx: Db, accountId: string, now: Date): Promise<void> {
  await tx.update(accounts).set({ zeroInboundAccessConsoleView: true }).where(eq(accounts.id, accountId));
  const [gateway] = await tx
    .insert(ziaGateways)
    .values({
      accountId,
      name: DEMO_ZIA_GATEWAY.name,
      cloudProvider: 'AWS_VPC',
      region: DEMO_ZIA_GATEWAY.region,
      status: 'RUNNING',
      stageStartedAt: now,
    })
    .returning({ id: ziaGateways.id });
  if (!gateway) throw new Error('the demo gateway was not created');
  const used = await tx
    .update(clusters)
    .set({ ziaGatewayId: gateway.id })
    .where(and(eq(clusters.accountId, accountId), eq(clusters.name, DEMO_ZIA_GATEWAY.usedBy)))
    .returning({ id: clusters.id });
  if (used.length !== 1) throw new Error(`the demo cluster ${DEMO_ZIA_GATEWAY.usedBy} was not found`);
}
