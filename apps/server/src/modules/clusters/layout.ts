import {
  hostAddress,
  LIMITS,
  parseCidr,
  plannedNodes,
  type CloudProvider,
  type CreateClusterRequest,
  type NodeRole,
} from '@datadeck/contracts';

/**
 * How many racks (availability zones) a data centre's nodes are spread over, as Instaclustr lays
 * them out: Cassandra's replication factor, Kafka's default replication factor, OpenSearch's
 * numberOfRacks.
 */
export function racksOf(request: CreateClusterRequest, dataCentre: number): number {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return request.dataCentres[dataCentre]?.replicationFactor ?? LIMITS.defaultRacks;
    case 'KAFKA':
      return request.defaultReplicationFactor;
    case 'OPENSEARCH':
      return request.dataCentres[dataCentre]?.numberOfRacks ?? LIMITS.defaultRacks;
  }
}

const ZONE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The provider's name for the n-th of `racks` availability zones of a region. */
export function rackName(
  provider: CloudProvider,
  region: string,
  index: number,
  racks: number = LIMITS.defaultRacks,
): string {
  const zone = index % racks;
  switch (provider) {
    case 'AWS_VPC':
      return `${region.toLowerCase().replaceAll('_', '-')}${ZONE_LETTERS[zone]}`;
    case 'GCP':
      return `${region}-${ZONE_LETTERS[zone]}`;
    case 'AZURE_AZ':
      return `${region.toLowerCase()}-${zone + 1}`;
  }
}

export interface NodeLayout {
  dataCentre: number;
  position: number;
  nodeSize: string;
  rack: string;
  privateAddress: string;
  nodeRoles: NodeRole[];
}

/**
 * Where each node of a request goes: its data centre, rack, private address (from the data
 * centre's network, after the first ten addresses the cloud reserves) and roles. Kafka's KRaft
 * controllers are its first brokers; without dedicated managers, OpenSearch's cluster managers
 * are its first three data nodes.
 */
export function layOutNodes(request: CreateClusterRequest): NodeLayout[] {
  const nodes: NodeLayout[] = [];
  const countIn = new Map<number, number>();
  const controllers = request.application === 'KAFKA' ? (request.kraft?.[0]?.controllerNodeCount ?? 0) : 0;
  let brokers = 0;
  let managers = 0;
  for (const group of plannedNodes(request)) {
    const dc = request.dataCentres[group.dataCentre];
    const cidr = dc ? parseCidr(dc.network) : null;
    if (!dc || !cidr) continue;
    for (let i = 0; i < group.count; i++) {
      const indexInDc = countIn.get(group.dataCentre) ?? 0;
      countIn.set(group.dataCentre, indexInDc + 1);
      let roles: NodeRole[] = group.roles.filter((r) => r !== 'OPENSEARCH_CLUSTER_MANAGER');
      if (group.roles.includes('OPENSEARCH_CLUSTER_MANAGER')) {
        const dedicated = !group.roles.includes('OPENSEARCH_DATA');
        if (dedicated || managers < 3) roles = [...roles, 'OPENSEARCH_CLUSTER_MANAGER'];
        managers++;
      }
      if (group.roles.includes('KAFKA_BROKER') && brokers++ < controllers) roles = [...roles, 'KAFKA_CONTROLLER'];
      nodes.push({
        dataCentre: group.dataCentre,
        position: nodes.length,
        nodeSize: group.nodeSize,
        rack: rackName(dc.cloudProvider, dc.region, indexInDc, racksOf(request, group.dataCentre)),
        privateAddress: hostAddress(cidr, 10 + indexInDc),
        nodeRoles: roles,
      });
    }
  }
  return nodes;
}

/**
 * A public address for a node of a simulated cluster: from the documentation range
 * 203.0.113.0/24 (RFC 5737), so it can never reach a real host.
 */
export const simulatedPublicAddress = (position: number): string => `203.0.113.${(position % 254) + 1}`;
