import { api, caCertificateFileName, MESSAGES } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { attachment, type Bind } from '../../platform/http/binder.ts';
import { notFound } from '../../platform/http/errors.ts';
import { actorOf } from '../../platform/audit.ts';
import { offeredVersions } from '../catalogue/catalogue.ts';
import { toClusterCard } from './cards.ts';
import { toClusterDetails } from './details.ts';
import { driverClusterOf } from './driver-cluster.ts';
import type { ClusterEngine } from './engine.ts';
import { publicClusterRoutes } from './public-routes.ts';
import { clusterQueries } from './queries.ts';
import { clusterService } from './service.ts';

/**
 * Clusters, bound twice over one service: the console API (account in the path, session) here,
 * and the Instaclustr-compatible public API (account of the API key) in public-routes.ts. Both
 * take the same request bodies; each answers in its own shape.
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
  bind(api.clusters.createCassandra, async ({ account, body, caller, request }) =>
    toClusterDetails(
      await clusters.create(account.id, { application: 'APACHE_CASSANDRA', ...body }, actorOf(caller, request)),
    ),
  );
  bind(api.clusters.createKafka, async ({ account, body, caller, request }) =>
    toClusterDetails(await clusters.create(account.id, { application: 'KAFKA', ...body }, actorOf(caller, request))),
  );
  bind(api.clusters.createOpensearch, async ({ account, body, caller, request }) =>
    toClusterDetails(
      await clusters.create(account.id, { application: 'OPENSEARCH', ...body }, actorOf(caller, request)),
    ),
  );
  bind(api.clusters.delete, async ({ account, params, caller, request }) =>
    toClusterDetails(await clusters.requestDeletion(account.id, params.clusterId, actorOf(caller, request))),
  );
  bind(api.clusters.credentials, ({ account, params, caller, request }) =>
    clusters.credentials(account.id, params.clusterId, actorOf(caller, request)),
  );
  bind(api.clusters.caCertificate, async ({ account, params, reply }) => {
    const stored = await clusters.load(account.id, params.clusterId);
    const pem = await ctx.driver.caCertificate(driverClusterOf(stored, ctx.secrets));
    if (pem === null) throw notFound(MESSAGES.clusters.noCaCertificate);
    attachment(reply, caCertificateFileName(stored.cluster.name));
    return new TextEncoder().encode(pem);
  });
  bind(api.clusters.createInfo, ({ account }) => clusters.createInfo(account.id, account.role));
  bind(api.clusters.confirmDeletion, ({ body, request }) => clusters.confirmDeletion(body.token, request.ip));
  // The catalogue's endpoint, bound here where the driver is known: the wizard offers only the
  // versions a new cluster may have, which with the local driver are those it can run.
  const versions = offeredVersions(ctx.config.clusterDriver);
  bind(api.catalogue.versions, async () => ({ versions }));

  publicClusterRoutes(bind, ctx, engine, clusters);
}
