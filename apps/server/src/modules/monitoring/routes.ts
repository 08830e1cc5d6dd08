import {
  api,
  APPLICATION_LABELS,
  metricDefinition,
  type ClusterStatus,
  type MetricDefinition,
  type MonitoringQuery,
  type MonitoringResponse,
} from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { firstRunningAt, monitoringQueries, type MonitoredCluster, type MonitoredNode } from './queries.ts';
import { metricsRange } from './range.ts';
import type { MetricsRequest } from '../clusters/driver/driver.ts';

/** The requested metrics, each of which must apply to the cluster's application. */
function requestedMetrics(names: readonly string[], cluster: MonitoredCluster): MetricDefinition[] {
  const definitions: MetricDefinition[] = [];
  const errors: { name: string; message: string }[] = [];
  for (const name of names) {
    const definition = metricDefinition(name);
    if (!definition) {
      errors.push({ name: 'metrics', message: `Unknown metric: ${name}` });
    } else if (definition.applications.length > 0 && !definition.applications.includes(cluster.application)) {
      errors.push({
        name: 'metrics',
        message: `Metric ${name} does not apply to ${APPLICATION_LABELS[cluster.application]} clusters`,
      });
    } else {
      definitions.push(definition);
    }
  }
  const [first, ...rest] = errors;
  if (first) throw new HttpError(400, [first, ...rest]);
  return definitions;
}

/**
 * Kafka's active controller: one node of the cluster, the first KRaft controller in node order
 * (the first broker when no node carries the controller role), so the cluster's total is 1.
 */
/**
 * Since when a cluster has metrics: its first RUNNING, as the event log says; a cluster seeded
 * running without a log, since its creation; one that never ran, none yet.
 */
function runningSince(cluster: MonitoredCluster, now: Date): Date {
  const firstRun = firstRunningAt(cluster);
  if (firstRun) return firstRun;
  return SERVING.has(cluster.status) ? cluster.createdAt : now;
}

const SERVING: ReadonlySet<ClusterStatus> = new Set(['RUNNING', 'DEGRADED', 'DEFERRED']);

function activeControllerId(nodes: readonly MonitoredNode[]): string | undefined {
  return (nodes.find((n) => n.nodeRoles.includes('KAFKA_CONTROLLER')) ?? nodes[0])?.id;
}

export function monitoringRoutes(bind: Bind, ctx: AppContext): void {
  const queries = monitoringQueries(ctx.db);

  /** Metrics of `selected` nodes; `all` the cluster's nodes, which say who the Kafka controller is. */
  async function metricsOf(
    cluster: MonitoredCluster,
    all: readonly MonitoredNode[],
    selected: readonly MonitoredNode[],
    query: MonitoringQuery,
  ): Promise<MonitoringResponse> {
    const metrics = requestedMetrics(query.metrics, cluster);
    const range = metricsRange(query, ctx.clock.now());
    const controller = cluster.application === 'KAFKA' ? activeControllerId(all) : undefined;
    return Promise.all(
      selected.map(async (node) => {
        const request: MetricsRequest = {
          application: cluster.application,
          node: {
            id: node.id,
            nodeSize: node.nodeSize,
            nodeRoles: node.nodeRoles,
            activeController: node.id === controller,
          },
          runningSince: runningSince(cluster, ctx.clock.now()),
          metrics,
          ...range,
        };
        return {
          id: node.id,
          rack: node.rack,
          publicIp: node.publicAddress,
          privateIp: node.privateAddress,
          payload: await ctx.driver.metrics(request),
        };
      }),
    );
  }

  async function clusterMetrics(accountId: string, clusterId: string, query: MonitoringQuery) {
    const cluster = await queries.findCluster(accountId, clusterId);
    if (!cluster) throw notFound('Cluster not found');
    const nodes = await queries.listNodes(cluster.id);
    return metricsOf(cluster, nodes, nodes, query);
  }

  async function nodeMetrics(accountId: string, nodeId: string, query: MonitoringQuery) {
    const cluster = await queries.findClusterOfNode(accountId, nodeId);
    const nodes = cluster ? await queries.listNodes(cluster.id) : [];
    const node = nodes.find((n) => n.id === nodeId);
    if (!cluster || !node) throw notFound('Node not found');
    return metricsOf(cluster, nodes, [node], query);
  }

  bind(api.monitoring.cluster, ({ account, params, query }) => clusterMetrics(account.id, params.clusterId, query));
  bind(api.monitoring.node, ({ account, params, query }) => nodeMetrics(account.id, params.nodeId, query));
  // The public API's account is its key's (the binder resolves the key before the handler runs).
  bind(api.public.clusterMetrics, ({ account, params, query }) => clusterMetrics(account.id, params.clusterId, query));
  bind(api.public.nodeMetrics, ({ account, params, query }) => nodeMetrics(account.id, params.nodeId, query));
}
