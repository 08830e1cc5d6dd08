import { MESSAGES, sameValue, type CreateClusterRequest } from '@datadeck/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { clusters, dataCentres } from '../../platform/db/schema.ts';
import type { FieldIssue } from '../../platform/http/errors.ts';

/**
 * The rule of a Cassandra data centre's Debezium connector that needs the database: its
 * `kafkaCdcId` ("Kafka Cluster Data Centre Id" in Instaclustr's documentation) must be the id of
 * a data centre of one of the account's own live Kafka clusters, where the changes are sent.
 * Another account's data centre is as unknown as none.
 *
 * With `before` (an update), an entry its data centre already had is not checked again: the
 * Kafka cluster it names may have gone since, and that is no reason to refuse an unrelated change.
 */
export async function debeziumIssues(
  db: Pick<Db, 'select'>,
  accountId: string,
  request: CreateClusterRequest,
  before?: CreateClusterRequest,
): Promise<FieldIssue[]> {
  if (request.application !== 'APACHE_CASSANDRA') return [];
  const had = new Map(
    before?.application === 'APACHE_CASSANDRA'
      ? before.dataCentres.map((dc) => [dc.name.toLowerCase(), dc.debezium])
      : [],
  );
  const wanted = request.dataCentres.flatMap((dc, i) =>
    sameValue(dc.debezium, had.get(dc.name.toLowerCase()))
      ? []
      : dc.debezium.map((entry, j) => ({
          id: entry.kafkaCdcId,
          path: ['dataCentres', i, 'debezium', j, 'kafkaCdcId'],
        })),
  );
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: dataCentres.id })
    .from(dataCentres)
    .innerJoin(clusters, eq(clusters.id, dataCentres.clusterId))
    .where(
      and(
        inArray(
          dataCentres.id,
          wanted.map((w) => w.id),
        ),
        eq(clusters.accountId, accountId),
        eq(clusters.application, 'KAFKA'),
        ne(clusters.status, 'DELETED'),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  return wanted
    .filter(({ id }) => !known.has(id))
    .map(({ path }) => ({ path, message: MESSAGES.clusterRequests.debezium.kafkaCdcIdNotFound }));
}
