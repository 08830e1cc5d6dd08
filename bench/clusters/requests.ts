import { api, type EndpointInput } from '@datadeck/contracts';

/**
 * Valid create bodies, in the shape of apps/server/test/cluster-requests.ts (copied, not
 * imported: the bench talks to the server through the API and the contracts only), with sizes
 * and regions the catalogue offers.
 */
type Body<E extends (typeof api.clusters)['createCassandra' | 'createKafka']> = NonNullable<EndpointInput<E>['body']>;

const awsDc = {
  name: 'AWS_VPC_US_EAST_1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
} as const;

export const cassandraBody = (name: string, numberOfNodes: number): Body<typeof api.clusters.createCassandra> => ({
  name,
  slaTier: 'PRODUCTION',
  cassandraVersion: '5.0.6',
  luceneEnabled: true,
  dataCentres: [
    {
      ...awsDc,
      nodeSize: 'CAS-PRD-r7g.large-400',
      numberOfNodes,
      replicationFactor: 3,
      tags: [{ key: 'team', value: 'bench' }],
    },
  ],
});

/** Brokers: the first three are also the KRaft controllers (the schema's default). */
export const kafkaBody = (name: string, numberOfNodes: number): Body<typeof api.clusters.createKafka> => ({
  name,
  slaTier: 'NON_PRODUCTION',
  kafkaVersion: '4.2.1',
  karapaceSchemaRegistry: [{ version: '3.15.0' }],
  dataCentres: [{ ...awsDc, nodeSize: 'KFK-DEV-t4g.small-5', numberOfNodes }],
});

export const createPath = (endpoint: { path: string }, accountId: string) =>
  endpoint.path.replace(':accountId', accountId);

export const clusterPath = (accountId: string, clusterId: string) =>
  api.clusters.get.path.replace(':accountId', accountId).replace(':clusterId', clusterId);

export const monitoringPath = (accountId: string, clusterId: string, query: Record<string, string>) =>
  `${api.monitoring.cluster.path.replace(':accountId', accountId).replace(':clusterId', clusterId)}?${new URLSearchParams(query)}`;
