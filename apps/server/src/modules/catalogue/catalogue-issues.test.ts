import {
  cassandraClusterSchema,
  kafkaClusterSchema,
  opensearchClusterSchema,
  type CreateClusterRequest,
} from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueIssues, createCatalogue } from './catalogue.ts';

const catalogue = createCatalogue();

const dataCentre = (values: Record<string, unknown> = {}) => ({
  name: 'dc1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
  ...values,
});

function cassandra(...dataCentres: Record<string, unknown>[]): CreateClusterRequest {
  const body = cassandraClusterSchema.parse({
    name: 'orders',
    slaTier: 'NON_PRODUCTION',
    cassandraVersion: '5.0.6',
    dataCentres: dataCentres.map((dc, i) =>
      dataCentre({
        name: `dc${i}`,
        network: `10.${i}.0.0/16`,
        nodeSize: 'CAS-PRD-r7g.large-400',
        numberOfNodes: 3,
        replicationFactor: 3,
        ...dc,
      }),
    ),
  });
  return { application: 'APACHE_CASSANDRA', ...body };
}

function kafka(dc: Record<string, unknown>): CreateClusterRequest {
  const body = kafkaClusterSchema.parse({
    name: 'events',
    slaTier: 'NON_PRODUCTION',
    kafkaVersion: '4.2.1',
    dataCentres: [dataCentre({ nodeSize: 'KFK-PRD-r7g.large-400', numberOfNodes: 3, ...dc })],
  });
  return { application: 'KAFKA', ...body };
}

function opensearch(
  sizes: { data?: string; manager?: string; dashboards?: string },
  dc: Record<string, unknown> = {},
): CreateClusterRequest {
  const body = opensearchClusterSchema.parse({
    name: 'search',
    slaTier: 'NON_PRODUCTION',
    opensearchVersion: '3.6.0',
    dataCentres: [dataCentre(dc)],
    dataNodes: [{ nodeSize: sizes.data ?? 'SRH-PRD-m6g.large-120', nodeCount: 3 }],
    clusterManagerNodes: [{ nodeSize: sizes.manager ?? 'SRH-DM-PRD-m6g.large-10', dedicatedManager: true }],
    opensearchDashboards: sizes.dashboards ? [{ nodeSize: sizes.dashboards }] : [],
  });
  return { application: 'OPENSEARCH', ...body };
}

describe('catalogueIssues', () => {
  it('finds nothing wrong with what the catalogue offers', () => {
    expect(catalogueIssues(catalogue, cassandra({}, { region: 'EU_WEST_1' }))).toEqual([]);
    expect(
      catalogueIssues(
        catalogue,
        kafka({ cloudProvider: 'GCP', region: 'us-central1', nodeSize: 'KFK-PRD-n2-highmem-4-750' }),
      ),
    ).toEqual([]);
    expect(catalogueIssues(catalogue, opensearch({ dashboards: 'SRH-PRD-m6g.large-120' }))).toEqual([]);
  });

  it('names a region the provider does not run the application in, once per data centre', () => {
    expect(catalogueIssues(catalogue, cassandra({}, { region: 'us-central1' }))).toEqual([
      {
        path: ['dataCentres', 1, 'region'],
        message: 'Region us-central1 is not offered for Apache Cassandra on AWS_VPC',
      },
    ]);
  });

  it('names a node size not offered in the region', () => {
    expect(catalogueIssues(catalogue, cassandra({ region: 'AF_SOUTH_1', nodeSize: 'CAS-PRD-r8g.large-400' }))).toEqual([
      {
        path: ['dataCentres', 0, 'nodeSize'],
        message: 'Node size CAS-PRD-r8g.large-400 is not offered in AF_SOUTH_1 on AWS_VPC',
      },
    ]);
    expect(catalogueIssues(catalogue, cassandra({ nodeSize: 'CAS-PRD-n2-highmem-4-800' }))).toEqual([
      {
        path: ['dataCentres', 0, 'nodeSize'],
        message: 'Node size CAS-PRD-n2-highmem-4-800 is not offered in US_EAST_1 on AWS_VPC',
      },
    ]);
  });

  it('does not take a KRaft controller or ZooKeeper size for Kafka brokers', () => {
    for (const nodeSize of ['KFK-KR-PRD-m7g.large-80', 'KFK-ZK-PRD-m7g.large-80']) {
      expect(catalogueIssues(catalogue, kafka({ nodeSize }))).toEqual([
        {
          path: ['dataCentres', 0, 'nodeSize'],
          message: `Node size ${nodeSize} is not offered in US_EAST_1 on AWS_VPC`,
        },
      ]);
    }
  });

  it('checks each OpenSearch size against its role', () => {
    const issues = catalogueIssues(
      catalogue,
      opensearch({
        data: 'SRH-DM-PRD-m6g.large-10',
        manager: 'CAS-PRD-r7g.large-400',
        dashboards: 'SRH-PRD-n2-standard-2-120',
      }),
    );
    expect(issues).toEqual([
      {
        path: ['dataNodes', 0, 'nodeSize'],
        message: 'Node size SRH-DM-PRD-m6g.large-10 is not offered in US_EAST_1 on AWS_VPC',
      },
      {
        path: ['clusterManagerNodes', 0, 'nodeSize'],
        message: 'Node size CAS-PRD-r7g.large-400 is not offered for cluster manager nodes in US_EAST_1 on AWS_VPC',
      },
      {
        path: ['opensearchDashboards', 0, 'nodeSize'],
        message: 'Node size SRH-PRD-n2-standard-2-120 is not offered for OpenSearch Dashboards in US_EAST_1 on AWS_VPC',
      },
    ]);
  });

  it('reports only the region when an OpenSearch data centre’s region is not offered', () => {
    expect(catalogueIssues(catalogue, opensearch({}, { cloudProvider: 'AZURE_AZ', region: 'US_EAST_1' }))).toEqual([
      { path: ['dataCentres', 0, 'region'], message: 'Region US_EAST_1 is not offered for OpenSearch on AZURE_AZ' },
    ]);
  });
});
