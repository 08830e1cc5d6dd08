import type { ZiaGateway } from '@datadeck/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, clusters, ziaGateways } from '../../platform/db/schema.ts';

type Reader = Pick<Db, 'select'>;
export type ZiaGatewayRow = typeof ziaGateways.$inferSelect;

/** Whether staff turned the account's zero-inbound-access console view on. */
export async function hasZiaFeature(db: Reader, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: accounts.zeroInboundAccessConsoleView })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.on ?? false;
}

/** The account's gateways that are not terminated, oldest first. */
export function liveGatewaysOf(db: Reader, accountId: string): Promise<ZiaGatewayRow[]> {
  return db
    .select()
    .from(ziaGateways)
    .where(and(eq(ziaGateways.accountId, accountId), ne(ziaGateways.status, 'TERMINATED')))
    .orderBy(asc(ziaGateways.createdAt), asc(ziaGateways.id));
}

/** One live gateway of the account. */
export async function liveGateway(
  db: Reader,
  accountId: string,
  gatewayId: string,
): Promise<ZiaGatewayRow | undefined> {
  const [row] = await db
    .select()
    .from(ziaGateways)
    .where(
      and(eq(ziaGateways.id, gatewayId), eq(ziaGateways.accountId, accountId), ne(ziaGateways.status, 'TERMINATED')),
    )
    .limit(1);
  return row;
}

/** The live clusters using each gateway, by name. */
export async function clustersUsing(
  db: Reader,
  gatewayIds: readonly string[],
): Promise<{ id: string; name: string; gatewayId: string }[]> {
  if (gatewayIds.length === 0) return [];
  const rows = await db
    .select({ id: clusters.id, name: clusters.name, gatewayId: clusters.ziaGatewayId })
    .from(clusters)
    .where(and(inArray(clusters.ziaGatewayId, [...gatewayIds]), ne(clusters.status, 'DELETED')))
    .orderBy(asc(clusters.name));
  return rows.flatMap((row) => (row.gatewayId === null ? [] : [{ ...row, gatewayId: row.gatewayId }]));
}

export function gatewayView(row: ZiaGatewayRow, clusterNames: string[]): ZiaGateway {
  return {
    id: row.id,
    name: row.name,
    cloudProvider: row.cloudProvider,
    region: row.region,
    pci: row.pci,
    status: row.status,
    clusters: clusterNames,
  };
}
