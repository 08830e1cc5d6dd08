import { api, type Application } from '@datadeck/contracts';
import type { Bind } from '../../platform/http/binder.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { AuditActor } from '../../platform/audit.ts';
import { actorOf } from '../../platform/audit.ts';
import { toPublicCluster, type PublicClusterOf } from './public-cluster.ts';
import type { ClusterService } from './service.ts';
import type { AppContext } from '../../app-context.ts';
import type { ClusterEngine } from './engine.ts';
import { clusterUpdates } from './update.ts';
import type { StoredCluster } from './store.ts';

/** The cluster answered in its application's shape; the path said which application. */
function answer<A extends Application>(stored: StoredCluster, application: A): PublicClusterOf[A] {
  if (stored.cluster.application !== application) throw notFound('Cluster not found');
  // toPublicCluster answers in the shape of the cluster's own application, just checked.
  return toPublicCluster(stored) as PublicClusterOf[A];
}

/**
 * The Instaclustr-compatible Cluster Management API v2 over the console's cluster service: what
 * a script creates the console shows, and the other way round.
 */
export function publicClusterRoutes(
  bind: Bind,
  ctx: AppContext,
  engine: ClusterEngine,
  clusters: ClusterService,
): void {
  /** A cluster of the path's application: one of another application is not found there. */
  const load = async <A extends Application>(accountId: string, clusterId: string, application: A) => {
    const stored = await clusters.load(accountId, clusterId);
    return answer(stored, application);
  };
  /** DELETE answers 204 with no body, as Instaclustr's does. */
  const remove = async (accountId: string, clusterId: string, application: Application, actor: AuditActor) => {
    await load(accountId, clusterId, application);
    await clusters.requestDeletion(accountId, clusterId, actor);
    return null;
  };

  bind(api.public.createCassandra, async ({ account, body, caller, request }) =>
    answer(
      await clusters.create(account.id, { application: 'APACHE_CASSANDRA', ...body }, actorOf(caller, request)),
      'APACHE_CASSANDRA',
    ),
  );
  bind(api.public.createKafka, async ({ account, body, caller, request }) =>
    answer(await clusters.create(account.id, { application: 'KAFKA', ...body }, actorOf(caller, request)), 'KAFKA'),
  );
  bind(api.public.createOpensearch, async ({ account, body, caller, request }) =>
    answer(
      await clusters.create(account.id, { application: 'OPENSEARCH', ...body }, actorOf(caller, request)),
      'OPENSEARCH',
    ),
  );
  bind(api.public.getCassandra, ({ account, params }) => load(account.id, params.clusterId, 'APACHE_CASSANDRA'));
  bind(api.public.getKafka, ({ account, params }) => load(account.id, params.clusterId, 'KAFKA'));
  bind(api.public.getOpensearch, ({ account, params }) => load(account.id, params.clusterId, 'OPENSEARCH'));
  bind(api.public.deleteCassandra, ({ account, params, caller, request }) =>
    remove(account.id, params.clusterId, 'APACHE_CASSANDRA', actorOf(caller, request)),
  );
  bind(api.public.deleteKafka, ({ account, params, caller, request }) =>
    remove(account.id, params.clusterId, 'KAFKA', actorOf(caller, request)),
  );
  bind(api.public.deleteOpensearch, ({ account, params, caller, request }) =>
    remove(account.id, params.clusterId, 'OPENSEARCH', actorOf(caller, request)),
  );
  const updates = clusterUpdates(ctx, engine);
  bind(api.public.updateCassandra, async ({ account, params, body, caller, request }) =>
    answer(
      await updates.update(account.id, params.clusterId, 'APACHE_CASSANDRA', body, actorOf(caller, request)),
      'APACHE_CASSANDRA',
    ),
  );
  bind(api.public.updateKafka, async ({ account, params, body, caller, request }) =>
    answer(await updates.update(account.id, params.clusterId, 'KAFKA', body, actorOf(caller, request)), 'KAFKA'),
  );
  bind(api.public.updateOpensearch, async ({ account, params, body, caller, request }) =>
    answer(
      await updates.update(account.id, params.clusterId, 'OPENSEARCH', body, actorOf(caller, request)),
      'OPENSEARCH',
    ),
  );
  bind(api.public.listClusters, ({ account, query }) => clusters.dataSource(account.id, query.search));
}
