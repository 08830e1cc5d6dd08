import { api, APPLICATION_PATHS, type ClusterDetails } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../audit/record.ts';
import { notFound } from '../../platform/http/errors.ts';
import { toClusterCard } from './cards.ts';
import type { ClusterEngine } from './engine.ts';
import { clusterQueries } from './queries.ts';
import { clusterService } from './service.ts';
import { clusterUpdates } from './update.ts';

/** A public path names the application: a cluster of another one is not found there. */
async function ofApplication(
  path: keyof typeof APPLICATION_PATHS,
  found: Promise<ClusterDetails>,
): Promise<ClusterDetails> {
  const cluster = await found;
  if (cluster.application !== APPLICATION_PATHS[path]) throw notFound('Cluster not found');
  return cluster;
}

/**
 * Clusters, bound twice over one service: the console API (account in the path, session) and
 * the Instaclustr-compatible public API (account of the API key). Both take the same bodies.
 */
export function clusterRoutes(bind: Bind, ctx: AppContext, engine: ClusterEngine): void {
  const { listClusterCards } = clusterQueries(ctx.db);
  const clusters = clusterService(ctx, engine);

  bind(api.clusters.list, async ({ account, query }) => {
    const { rows, total, totalIsLowerBound } = await listClusterCards(account.id, query);
    return {
      results: rows.map(toClusterCard),
      search: query.search,
      startIndex: query.startIndex,
      total,
      totalIsLowerBound,
    };
  });
  bind(api.clusters.get, ({ account, params }) => clusters.get(account.id, params.clusterId));
  bind(api.clusters.createCassandra, ({ account, body, caller, request }) =>
    clusters.create(account.id, { application: 'APACHE_CASSANDRA', ...body }, actorOf(caller, request)),
  );
  bind(api.clusters.createKafka, ({ account, body, caller, request }) =>
    clusters.create(account.id, { application: 'KAFKA', ...body }, actorOf(caller, request)),
  );
  bind(api.clusters.createOpensearch, ({ account, body, caller, request }) =>
    clusters.create(account.id, { application: 'OPENSEARCH', ...body }, actorOf(caller, request)),
  );
  bind(api.clusters.delete, ({ account, params, caller, request }) =>
    clusters.requestDeletion(account.id, params.clusterId, actorOf(caller, request)),
  );
  bind(api.clusters.credentials, ({ account, params, caller, request }) =>
    clusters.credentials(account.id, params.clusterId, actorOf(caller, request)),
  );
  bind(api.clusters.createInfo, ({ account }) => clusters.createInfo(account.id, account.role));
  bind(api.clusters.confirmDeletion, ({ body, request }) => clusters.confirmDeletion(body.token, request.ip));

  bind(api.public.createCassandra, ({ account, body, caller, request }) =>
    clusters.create(account.id, { application: 'APACHE_CASSANDRA', ...body }, actorOf(caller, request)),
  );
  bind(api.public.createKafka, ({ account, body, caller, request }) =>
    clusters.create(account.id, { application: 'KAFKA', ...body }, actorOf(caller, request)),
  );
  bind(api.public.createOpensearch, ({ account, body, caller, request }) =>
    clusters.create(account.id, { application: 'OPENSEARCH', ...body }, actorOf(caller, request)),
  );
  bind(api.public.getCluster, ({ account, params }) =>
    ofApplication(params.application, clusters.get(account.id, params.clusterId)),
  );
  bind(api.public.deleteCluster, async ({ account, params, caller, request }) => {
    await ofApplication(params.application, clusters.get(account.id, params.clusterId));
    return clusters.requestDeletion(account.id, params.clusterId, actorOf(caller, request));
  });
  bind(api.public.listClusters, ({ account }) => clusters.dataSource(account.id));

  const updates = clusterUpdates(ctx, engine);
  for (const [key, application] of [
    ['updateCassandra', 'APACHE_CASSANDRA'],
    ['updateKafka', 'KAFKA'],
    ['updateOpensearch', 'OPENSEARCH'],
  ] as const) {
    bind(api.publicClusterUpdates[key], ({ account, params, body, caller, request }) =>
      updates.update(account.id, params.clusterId, application, body, actorOf(caller, request)),
    );
  }
}
