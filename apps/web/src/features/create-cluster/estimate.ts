import {
  monthlyEstimate,
  plannedNodes,
  type CreateClusterRequest,
  type MonthlyEstimate,
  type NodeRole,
} from '@datadeck/contracts';

export interface EstimateLine {
  nodeSize: string;
  count: number;
  roles: NodeRole[];
  /** Monthly price of one node; null while the catalogue has not said. */
  unitPriceUsd: number | null;
}

export interface ClusterEstimate {
  lines: EstimateLine[];
  /** Null until every line has its price. */
  total: MonthlyEstimate | null;
}

/** A node size's monthly price in the catalogue list of the role it plays. */
export type PriceOf = (nodeSize: string, role: NodeRole) => number | undefined;

/** The review step's estimate: the contracts' planned nodes × each size's price, plus GST where it applies. */
export function clusterEstimate(request: CreateClusterRequest, priceOf: PriceOf, gstApplies: boolean): ClusterEstimate {
  const lines = plannedNodes(request).map((group) => {
    const role = group.roles[0];
    const price = role === undefined ? undefined : priceOf(group.nodeSize, role);
    return { nodeSize: group.nodeSize, count: group.count, roles: group.roles, unitPriceUsd: price ?? null };
  });
  const priced = lines.flatMap((line) =>
    line.unitPriceUsd === null ? [] : [{ count: line.count, monthlyPriceUsd: line.unitPriceUsd }],
  );
  return { lines, total: priced.length === lines.length ? monthlyEstimate(priced, gstApplies) : null };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (amount: number): string => usd.format(amount);

const ROLE_LABELS: Readonly<Record<NodeRole, string>> = {
  CASSANDRA: 'Cassandra nodes',
  KAFKA_BROKER: 'Kafka brokers',
  KAFKA_CONTROLLER: 'KRaft controllers',
  OPENSEARCH_DATA: 'Data nodes',
  OPENSEARCH_CLUSTER_MANAGER: 'Cluster manager nodes',
  OPENSEARCH_DASHBOARDS: 'OpenSearch Dashboards',
};

/** "Data nodes", or "Data nodes (also cluster managers)" when the group plays a second role. */
export function rolesLabel(roles: readonly NodeRole[]): string {
  const [main, ...others] = roles;
  if (main === undefined) return 'Nodes';
  if (others.includes('OPENSEARCH_CLUSTER_MANAGER')) return `${ROLE_LABELS[main]} (also cluster managers)`;
  return ROLE_LABELS[main];
}
