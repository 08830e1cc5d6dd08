import type { Charges, CloudProvider, NodeRole } from '@datadeck/contracts';
import { isDevNodeSize, TIME } from '@datadeck/contracts';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { nodeSizeFacts } from '../../catalogue/node-size-facts.ts';
import { monthlyPriceUsd } from '../../catalogue/pricing.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { accounts, clusterEvents, clusterNodes, clusters, dataCentres } from '../../../platform/db/schema.ts';
import { type ChargeRun, dailyCosts, gstCents, monthCharges, monthOf, monthSpan, type Span } from './proration.ts';

/** The chart's days: the last 30, ending today. */
export const DAILY_DAYS = 30;

/**
 * When each cluster of the account that existed at some time in `span` ran, and its nodes by
 * size and place: one statement, grouped in the database, however many clusters. A cluster is
 * billed from its creation to its deletion: the DELETED event of cluster_events (a DELETED row
 * without one, as an import would leave it, ends at its last update).
 */
async function loadRunRows(db: Db, accountId: string, span: Span) {
  const runs = db
    .select({
      id: clusters.id,
      name: clusters.name,
      application: clusters.application,
      startedAt: clusters.createdAt,
      endedAt: sql<Date | null>`coalesce(
        (select min(${clusterEvents.at}) from ${clusterEvents}
          where ${clusterEvents.clusterId} = ${clusters.id} and ${clusterEvents.toStatus} = 'DELETED'),
        case when ${clusters.status} = 'DELETED' then ${clusters.updatedAt} end)`
        .mapWith(clusters.updatedAt)
        .as('ended_at'),
    })
    .from(clusters)
    .where(and(eq(clusters.accountId, accountId), lt(clusters.createdAt, new Date(span.endMs))))
    .as('runs');
  return db
    .select({
      clusterId: runs.id,
      name: runs.name,
      application: runs.application,
      startedAt: runs.startedAt,
      endedAt: runs.endedAt,
      nodeSize: clusterNodes.nodeSize,
      cloudProvider: dataCentres.cloudProvider,
      region: dataCentres.region,
      // A node's size is priced under its first role (a size costs the same in every role).
      role: sql<NodeRole | null>`min(${clusterNodes.nodeRoles}->>0)`,
      nodes: count(),
    })
    .from(runs)
    .innerJoin(clusterNodes, eq(clusterNodes.clusterId, runs.id))
    .innerJoin(dataCentres, eq(dataCentres.id, clusterNodes.dataCentreId))
    .where(or(isNull(runs.endedAt), gt(runs.endedAt, new Date(span.startMs))))
    .groupBy(
      runs.id,
      runs.name,
      runs.application,
      runs.startedAt,
      runs.endedAt,
      clusterNodes.nodeSize,
      dataCentres.cloudProvider,
      dataCentres.region,
    );
}

/**
 * The monthly price of one node in cents, as the Pricing page shows it: the catalogue's entry for
 * the size in the cluster's provider and region. A size the catalogue no longer offers there is
 * priced by the same formula from its machine; one whose machine is unknown cannot be priced and
 * is left out (the create service only accepts sizes of the catalogue, so none is expected).
 */
export function nodePricer(catalogue: Catalogue): (key: PriceKey) => number | null {
  const cache = new Map<string, number | null>();
  return (key) => {
    const id = `${key.application}|${key.cloudProvider}|${key.region}|${key.role}|${key.nodeSize}`;
    const known = cache.get(id);
    if (known !== undefined) return known;
    const listed =
      key.role === null
        ? undefined
        : catalogue.findNodeSize({ ...key, role: key.role, name: key.nodeSize })?.monthlyPriceUsd;
    const facts = listed === undefined ? nodeSizeFacts(key.nodeSize) : undefined;
    const usd =
      listed ?? (facts ? monthlyPriceUsd(facts, key.cloudProvider, key.region, isDevNodeSize(key.nodeSize)) : null);
    const cents = usd === null ? null : Math.round(usd * 100);
    cache.set(id, cents);
    return cents;
  };
}

interface PriceKey {
  application: (typeof clusters.$inferSelect)['application'];
  cloudProvider: CloudProvider;
  region: string;
  role: NodeRole | null;
  nodeSize: string;
}

/** The account's runs overlapping `span`, priced. */
export async function loadRuns(db: Db, catalogue: Catalogue, accountId: string, span: Span): Promise<ChargeRun[]> {
  const rows = await loadRunRows(db, accountId, span);
  const price = nodePricer(catalogue);
  return rows.flatMap((row) => {
    const monthlyPriceCents = price(row);
    return monthlyPriceCents === null
      ? []
      : [
          {
            clusterId: row.clusterId,
            name: row.name,
            startMs: row.startedAt.getTime(),
            endMs: row.endedAt?.getTime() ?? null,
            nodeSize: row.nodeSize,
            nodes: row.nodes,
            monthlyPriceCents,
          },
        ];
  });
}

/** GST applies to Australian accounts that are not invoiced (SPEC §9). */
async function gstApplies(db: Db, accountId: string): Promise<boolean> {
  const [account] = await db
    .select({ country: accounts.billingCountry, invoiced: accounts.invoiced })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.country === 'AU' && !account.invoiced;
}

/** A month's charges and the last 30 days' daily cost, as GET …/billing/charges answers. */
export async function chargesOf(
  ctx: { db: Db; catalogue: Catalogue; clock: Clock },
  accountId: string,
  month: string,
): Promise<Charges> {
  const now = ctx.clock.now();
  const span = monthSpan(month);
  const todayEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + TIME.DAY_MS;
  const daily = { startMs: todayEnd - DAILY_DAYS * TIME.DAY_MS, endMs: todayEnd };
  // One reading covers both the month and the chart's days.
  const covering = { startMs: Math.min(span.startMs, daily.startMs), endMs: Math.max(span.endMs, daily.endMs) };
  const [runs, applies] = await Promise.all([
    loadRuns(ctx.db, ctx.catalogue, accountId, covering),
    gstApplies(ctx.db, accountId),
  ]);
  const charges = monthCharges(runs, month);
  const gst = gstCents(charges.subtotalCents, applies);
  return {
    month,
    currency: 'USD',
    isEstimate: span.endMs > now.getTime(),
    ...charges,
    gstCents: gst,
    totalCents: charges.subtotalCents + (gst ?? 0),
    daily: dailyCosts(runs, now, DAILY_DAYS),
  };
}

/** The month `now` is in: the default of the charges. */
export const currentMonth = (clock: Clock): string => monthOf(clock.now());
