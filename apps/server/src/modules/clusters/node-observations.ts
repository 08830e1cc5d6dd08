import { eq } from 'drizzle-orm';
import type { NodeObservation } from '../../drivers/driver.ts';
import type { Db } from '../../platform/db/database.ts';
import { clusterNodes } from '../../platform/db/schema.ts';
import { nodeStatusChange, type NodeRow } from './store.ts';

/**
 * Stores what a real driver saw of each node (its status, where clients reach it), writing only
 * the nodes that changed: a look at a healthy cluster every few seconds writes nothing.
 */
export async function recordNodes(
  db: Pick<Db, 'update'>,
  stored: readonly NodeRow[],
  seen: readonly NodeObservation[],
  at: Date,
): Promise<void> {
  for (const node of seen) {
    const row = stored.find((candidate) => candidate.id === node.id);
    if (!row || row.status === 'DELETED') continue;
    const host = node.client?.host ?? row.publicAddress;
    const port = node.client?.port ?? row.clientPort;
    if (row.status === node.status && row.publicAddress === host && row.clientPort === port) continue;
    await db
      .update(clusterNodes)
      .set({
        ...(row.status === node.status ? {} : nodeStatusChange(node.status, at)),
        publicAddress: host,
        clientPort: port,
      })
      .where(eq(clusterNodes.id, node.id));
  }
}
