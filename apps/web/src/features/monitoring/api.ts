import { LIMITS, type MetricDefinition, type MonitoringRange, type MonitoringResponse } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { monitoringKeys } from '../../shared/api/query-keys.ts';
import { rangeWindow, type TimeWindow } from './time-range.ts';

/** What the charts show: the whole cluster (a line per node) or one node. */
export type MonitoringTarget = { kind: 'cluster'; clusterId: string } | { kind: 'node'; nodeId: string };

/** The view the page's `node` search parameter names: a node, or the whole cluster without one. */
export const monitoringTarget = (clusterId: string, nodeId: string | undefined): MonitoringTarget =>
  nodeId === undefined ? { kind: 'cluster', clusterId } : { kind: 'node', nodeId };

/** The answer with the window it was asked for, so the time axis spans the range even where data is missing. */
export interface MonitoringData extends TimeWindow {
  nodes: MonitoringResponse;
}

/**
 * All charts' metrics of one view in ONE request (a view has at most the application's 8 or so
 * metrics, under the 20-per-call limit). The window is computed when the request is sent, so
 * each refresh reads up to now.
 */
export function monitoringQuery(
  accountId: string,
  target: MonitoringTarget,
  metrics: readonly MetricDefinition[],
  range: MonitoringRange,
) {
  const names = metrics.map((m) => m.name);
  const queryKey =
    target.kind === 'cluster'
      ? monitoringKeys.cluster(accountId, target.clusterId, names, range)
      : monitoringKeys.node(accountId, target.nodeId, names, range);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<MonitoringData> => {
      const window = rangeWindow(range);
      const query = {
        metrics: names.join(','),
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
      };
      const nodes =
        target.kind === 'cluster'
          ? await apiRequest(api.monitoring.cluster, {
              params: { accountId, clusterId: target.clusterId },
              query,
              signal,
            })
          : await apiRequest(api.monitoring.node, { params: { accountId, nodeId: target.nodeId }, query, signal });
      return { ...window, nodes };
    },
    refetchInterval: LIMITS.monitoringRefreshMs,
  });
}
