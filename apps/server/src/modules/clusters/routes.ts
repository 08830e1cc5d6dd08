import { api } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/endpoints.ts';
import { notFound } from '../../platform/http/errors.ts';
import { toClusterCard } from './cards.ts';
import { clusterQueries } from './queries.ts';

export function clusterRoutes(bind: Bind, ctx: AppContext): void {
  const { listClusterCards, findCluster } = clusterQueries(ctx.db);

  bind(api.clusters.list, async ({ account, query }) => {
    const { rows, total } = await listClusterCards(account.id, query);
    return { results: rows.map(toClusterCard), search: query.search, startIndex: query.startIndex, total };
  });

  bind(api.clusters.get, async ({ account, params }) => {
    const found = await findCluster(account.id, params.clusterId);
    if (!found) throw notFound('Cluster not found');
    const { cluster, dataCentres } = found;
    return {
      ...toClusterCard(cluster),
      application: cluster.application,
      applicationVersion: cluster.applicationVersion,
      slaTier: cluster.slaTier,
      createdAt: cluster.createdAt.toISOString(),
      dataCentres: dataCentres.map(({ name, cloudProvider, region, nodeSize, numberOfNodes, network }) => ({
        name,
        cloudProvider,
        region,
        nodeSize,
        numberOfNodes,
        network,
      })),
    };
  });
}
