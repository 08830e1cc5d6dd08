import type { EndpointInput, api } from '@datadeck/contracts';

/** Valid create bodies per application, with sizes and regions the catalogue offers. */
type Body<E extends (typeof api.clusters)['createCassandra' | 'createKafka' | 'createOpensearch']> = NonNullable<
  EndpointInput<E>['body']
>;

const awsDc = {
  name: 'AWS_VPC_US_EAST_1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
} as const;

/** The Cassandra body's data centre, for tests that change one field of it. */
export const cassandraDataCentre = {
  ...awsDc,
  nodeSize: 'CAS-PRD-r7g.large-400',
  numberOfNodes: 3,
  replicationFactor: 3,
  tags: [{ key: 'team', value: 'orders' }],
};

export const cassandraBody = (name: string): Body<typeof api.clusters.createCassandra> => ({
  name,
  slaTier: 'PRODUCTION',
  cassandraVersion: '5.0.6',
  luceneEnabled: true,
  dataCentres: [cassandraDataCentre],
});

export const kafkaBody = (name: string): Body<typeof api.clusters.createKafka> => ({
  name,
  slaTier: 'NON_PRODUCTION',
  kafkaVersion: '4.2.1',
  karapaceSchemaRegistry: [{ version: '3.15.0' }],
  dataCentres: [{ ...awsDc, nodeSize: 'KFK-DEV-t4g.small-5', numberOfNodes: 3 }],
});

export const opensearchBody = (name: string): Body<typeof api.clusters.createOpensearch> => ({
  name,
  slaTier: 'NON_PRODUCTION',
  opensearchVersion: '3.6.0',
  dataCentres: [awsDc],
  clusterManagerNodes: [{ nodeSize: 'SRH-DEV-t4g.small-5', dedicatedManager: false }],
  dataNodes: [{ nodeSize: 'SRH-DEV-t4g.medium-30', nodeCount: 3 }],
  opensearchDashboards: [{ nodeSize: 'SRH-DEV-t4g.small-5', oidcProvider: null }],
});
