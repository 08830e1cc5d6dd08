import {
  api,
  APPLICATION_LABELS,
  appliesTo,
  metricDefinition,
  type ClusterStatus,
  type MetricDefinition,
  type MetricSeries,
  type MonitoringQuery,
  type PublicMonitoringQuery,
} from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { answerCache } from './answer-cache.ts';
import { firstRunningAt, monitoringQueries, type MonitoredCluster, type MonitoredNode } from './queries.ts';
import { publicMetricsRange, publicNode } from './public-answer.ts';
import { metricsRange, type MetricsRange } from './range.ts';
import type { MetricsRequest } from '../../drivers/driver.ts';

/** The requested metrics, each of which must apply to the cluster's application. */
function requestedMetrics(names: readonly string[], cluster: MonitoredCluster): MetricDefinition[] {
  const definitions: MetricDefinition[] = [];
  const errors: { name: string; message: string }[] = [];
  for (const name of names) {
    const definition = metricDefinition(name);
    if (!definition) {
      errors.push({ name: 'metrics', message: `Unknown metric: ${name}` });
    } else if (!appliesTo(definition, cluster.application)) {
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
 * Since when a cluster has metrics: its first RUNNING, as the event log says; a cluster seeded
 * running without a log, since its creation; one that never ran, none yet.
 */
function runningSince(cluster: MonitoredCluster, now: Date): Date {
  const firstRun = firstRunningAt(cluster);
  if (firstRun) return firstRun;
  return SERVING.has(cluster.status) ? cluster.createdAt : now;
}

const SERVING: ReadonlySet<ClusterStatus> = new Set(['RUNNING', 'DEGRADED', 'DEFERRED']);

/**
 * Kafka's active controller: one node of the cluster, the first KRaft controller in node order
 * (the first broker when no node carries the controller role), so the cluster's total is 1.
 */
function activeControllerId(nodes: readonly MonitoredNode[]): string | undefined {
  return (nodes.find((n) => n.nodeRoles.includes('KAFKA_CONTROLLER')) ?? nodes[0])?.id;
}

export function monitoringRoutes(bind: Bind, ctx: AppContext): void {
  const queries = monitoringQueries(ctx.db);
  const consoleAnswers = answerCache();

  /** Metrics of `selected` nodes; `all` the cluster's nodes, which say who the Kafka controller is. */
  async function metricsOf(
    cluster: MonitoredCluster,
    all: readonly MonitoredNode[],
    selected: readonly MonitoredNode[],
    names: readonly string[],
    range: MetricsRange,
  ): Promise<{ node: MonitoredNode; payload: MetricSeries[] }[]> {
    const metrics = requestedMetrics(names, cluster);
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
        return { node, payload: await ctx.driver.metrics(request) };
      }),
    );
  }

  /** The cluster and the nodes asked for: every node of a cluster, or one node with its cluster. */
  async function target(accountId: string, by: { clusterId: string } | { nodeId: string }) {
    if ('clusterId' in by) {
      const cluster = await queries.findCluster(accountId, by.clusterId);
      if (!cluster) throw notFound('Cluster not found');
      const nodes = await queries.listNodes(cluster.id);
      return { cluster, nodes, selected: nodes };
    }
    const cluster = await queries.findClusterOfNode(accountId, by.nodeId);
    const nodes = cluster ? await queries.listNodes(cluster.id) : [];
    const node = nodes.find((n) => n.id === by.nodeId);
    if (!cluster || !node) throw notFound('Node not found');
    return { cluster, nodes, selected: [node] };
  }

  /**
   * The console's answer: every point of the range, numbers, the rack's name; as JSON, kept
   * while the nodes and their points stay the same (answer-cache.ts).
   */
  async function consoleMetrics(
    accountId: string,
    by: { clusterId: string } | { nodeId: string },
    query: MonitoringQuery,
  ) {
    const { cluster, nodes, selected } = await target(accountId, by);
    const range = metricsRange(query, ctx.clock.now());
    const answer = await metricsOf(cluster, nodes, selected, query.metrics, range);
    return consoleAnswers.answer(
      answer.map(({ node, payload }) => ({
        id: node.id,
        rack: node.rack,
        publicIp: node.publicAddress,
        privateIp: node.privateAddress,
        payload,
      })),
    );
  }

  /** Instaclustr's answer: the latest value unless a range is asked for, strings, the rack object. */
  async function publicMetrics(
    accountId: string,
    by: { clusterId: string } | { nodeId: string },
    query: PublicMonitoringQuery,
  ) {
    const { cluster, nodes, selected } = await target(accountId, by);
    const range = publicMetricsRange(query, ctx.clock.now());
    const answer = await metricsOf(cluster, nodes, selected, query.metrics, range);
    return answer.map(({ node, payload }) => publicNode(node, payload));
  }

  bind(api.monitoring.cluster, ({ account, params, query }) =>
    consoleMetrics(account.id, { clusterId: params.clusterId }, query),
  );
  bind(api.monitoring.node, ({ account, params, query }) =>
    consoleMetrics(account.id, { nodeId: params.nodeId }, query),
  );
  // The public API's account is its key's (the binder resolves the key before the handler runs).
  bind(api.public.clusterMetrics, ({ account, params, query }) =>
    publicMetrics(account.id, { clusterId: params.clusterId }, query),
  );
  bind(api.public.nodeMetrics, ({ account, params, query }) =>
    publicMetrics(account.id, { nodeId: params.nodeId }, query),
  );
}
