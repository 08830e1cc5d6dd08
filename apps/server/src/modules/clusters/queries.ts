import { clusterSearchPattern, LIMITS, type ClusterListQuery } from '@datadeck/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, clusters, dataCentres } from '../../platform/db/schema.ts';
import type { ClusterCardRow } from './cards.ts';

const cardColumns = {
  id: clusters.id,
  name: clusters.name,
  description: clusters.description,
  status: clusters.status,
  deleteRequestDate: clusters.deleteRequestDate,
  freeTrialExpires: clusters.freeTrialExpires,
  provisioningProgress: clusters.provisioningProgress,
  provisioningMessage: clusters.provisioningMessage,
  application: clusters.application,
  addons: clusters.addons,
  tags: clusters.tags,
} as const;

/**
 * Written as a literal (not a bound parameter) so the planner can match the partial index
 * clusters_account_name_idx, which covers live clusters only.
 */
const isLive = sql`${clusters.status} <> 'DELETED'`;
/** The landing page order, matching that index: case-insensitive name in byte order, then id. */
const byName = [sql`lower(${clusters.name}) collate "C"`, asc(clusters.id)];

/**
 * A page of the account's live clusters by name, and how many match. Without a search the
 * total is the account's maintained cluster count; a search term matches name, description,
 * id and tag keys and values through the trigram index on search_text.
 */
export async function listClusterCards(
  db: Db,
  accountId: string,
  query: ClusterListQuery,
): Promise<{ rows: ClusterCardRow[]; total: number }> {
  const pattern = clusterSearchPattern(query.search);
  const matches = and(
    eq(clusters.accountId, accountId),
    isLive,
    pattern === null ? undefined : sql`${clusters.searchText} like ${pattern}`,
  );
  const page = db
    .select(cardColumns)
    .from(clusters)
    .where(matches)
    .orderBy(...byName)
    .limit(LIMITS.clusterPageSize)
    .offset(query.startIndex);
  const total =
    pattern === null
      ? db.select({ n: accounts.clusterCount }).from(accounts).where(eq(accounts.id, accountId))
      : db.select({ n: count() }).from(clusters).where(matches);
  const [rows, [counted]] = await Promise.all([page, total]);
  return { rows, total: counted?.n ?? 0 };
}

/** One live cluster of the account with its data centres, or undefined. */
export async function findCluster(db: Db, accountId: string, clusterId: string) {
  const [cluster] = await db
    .select()
    .from(clusters)
    .where(and(eq(clusters.id, clusterId), eq(clusters.accountId, accountId), isLive))
    .limit(1);
  if (!cluster) return undefined;
  const centres = await db
    .select()
    .from(dataCentres)
    .where(eq(dataCentres.clusterId, clusterId))
    .orderBy(asc(dataCentres.position));
  return { cluster, dataCentres: centres };
}
