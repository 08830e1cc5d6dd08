import { describe, expect, it } from 'vitest';
import {
  applicationFields,
  cassandraClusterSchema,
  kafkaClusterSchema,
  opensearchClusterSchema,
  requestVersion,
} from './cluster-create.ts';
import { monthlyEstimate } from './catalogue.ts';
import { plannedNodes } from './cluster-plan.ts';

const dc = {
  name: 'AWS_VPC_US_EAST_1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
  nodeSize: 'CAS-PRD-r7g.large-400',
  numberOfNodes: 3,
  replicationFactor: 3,
};
const cassandra = { name: 'orders', slaTier: 'PRODUCTION', cassandraVersion: '5.0.6', dataCentres: [dc] };
const kafka = {
  name: 'events',
  slaTier: 'PRODUCTION',
  kafkaVersion: '4.2.1',
  dataCentres: [{ ...dc, nodeSize: 'KFK-PRD-r7g.large-400' }],
};
const opensearch = {
  name: 'search',
  slaTier: 'NON_PRODUCTION',
  opensearchVersion: '3.6.0',
  dataCentres: [{ name: 'DC', cloudProvider: 'GCP', region: 'us-east1', network: '10.0.0.0/16' }],
  clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-30' }],
  dataNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-80', nodeCount: 3 }],
};

/** The problems of a parse as `path: message`, for readable expectations. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('create-cluster requests', () => {
  it('accepts a minimal request per application and fills the defaults', () => {
    const parsed = cassandraClusterSchema.parse(cassandra);
    expect(parsed).toMatchObject({
      privateNetworkCluster: false,
      pciComplianceMode: false,
      passwordAndUserAuth: true,
      twoFactorDelete: [],
    });
    expect(kafkaClusterSchema.parse(kafka).kraft).toEqual([{ controllerNodeCount: 3 }]);
    expect(opensearchClusterSchema.parse(opensearch).knnPlugin).toBe(false);
  });

  it.each([
    ['ab', 'Cluster name must be 3 to 32 characters'],
    ['-starts-with-dash', 'Cluster name must be 3 to 32 characters'],
    ['has space', 'Cluster name must be 3 to 32 characters'],
    ['a'.repeat(33), 'Cluster name must be 3 to 32 characters'],
  ])('rejects the name %j', (name, message) => {
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, name }))).toEqual([
      expect.stringContaining(`name: ${message}`),
    ]);
  });

  it('accepts names of 3 and 32 characters with _ and -', () => {
    expect(cassandraClusterSchema.safeParse({ ...cassandra, name: 'a_b' }).success).toBe(true);
    expect(cassandraClusterSchema.safeParse({ ...cassandra, name: `a${'-'.repeat(31)}` }).success).toBe(true);
  });

  it('offers development sizes to NON_PRODUCTION clusters only', () => {
    const devDc = { ...dc, nodeSize: 'CAS-DEV-t4g.small-30' };
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [devDc] }))).toEqual([
      'dataCentres.0.nodeSize: Development node sizes are for NON_PRODUCTION clusters only',
    ]);
    expect(
      cassandraClusterSchema.safeParse({ ...cassandra, slaTier: 'NON_PRODUCTION', dataCentres: [devDc] }).success,
    ).toBe(true);
    expect(problems(opensearchClusterSchema.safeParse({ ...opensearch, slaTier: 'PRODUCTION' }))).toEqual([
      'dataNodes.0.nodeSize: Development node sizes are for NON_PRODUCTION clusters only',
      'clusterManagerNodes.0.nodeSize: Development node sizes are for NON_PRODUCTION clusters only',
    ]);
  });

  it('rejects an unknown SLA tier and version with the allowed values', () => {
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, slaTier: 'GOLD', cassandraVersion: '3.11' })),
    ).toEqual([
      'slaTier: SLA tier must be PRODUCTION or NON_PRODUCTION',
      'cassandraVersion: Version must be one of 4.0.17, 4.0.19, 4.1.9, 4.1.10, 5.0.6',
    ]);
  });

  it('checks replication factors per application and node counts against them', () => {
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [{ ...dc, replicationFactor: 4 }] })),
    ).toEqual(['dataCentres.0.replicationFactor: Replication factor must be 2, 3 or 5']);
    expect(
      problems(
        kafkaClusterSchema.safeParse({ ...kafka, dataCentres: [{ ...kafka.dataCentres[0], replicationFactor: 2 }] }),
      ),
    ).toEqual(['dataCentres.0.replicationFactor: Replication factor must be 3 or 5']);
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [{ ...dc, numberOfNodes: 4 }] })),
    ).toEqual(['dataCentres.0.numberOfNodes: Number of nodes must be a multiple of the replication factor (3)']);
    expect(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [{ ...dc, numberOfNodes: 6 }] }).success).toBe(
      true,
    );
  });

  it('rejects networks that are public, badly sized or overlapping, per data centre', () => {
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [{ ...dc, network: '8.8.8.0/24' }] })),
    ).toEqual([
      'dataCentres.0.network: Network must be in a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16',
    ]);
    const second = { ...dc, name: 'DC2', network: '10.0.64.0/18' };
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [dc, second] }))).toEqual([
      'dataCentres.1.network: Network overlaps data centre AWS_VPC_US_EAST_1',
    ]);
  });

  it('needs unique data-centre names and unique tag keys', () => {
    const again = { ...dc, network: '10.1.0.0/16' };
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [dc, again] }))).toEqual([
      'dataCentres.1.name: Data centre names must be unique',
    ]);
    const tags = [
      { key: 'team', value: 'a' },
      { key: 'team', value: 'b' },
    ];
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [{ ...dc, tags }] }))).toEqual([
      'dataCentres.0.tags.1.key: Tag "team" is given twice',
    ]);
  });

  it('keeps AWS settings to AWS data centres', () => {
    const gcp = {
      ...dc,
      cloudProvider: 'GCP',
      region: 'us-east1',
      awsSettings: [{ ebsEncryptionKey: '0b6f9a1e-7a4e-4d5e-9a43-3b1f3c0e2a11' }],
    };
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [gcp] }))).toEqual([
      'dataCentres.0.awsSettings: AWS settings apply to AWS_VPC data centres only',
    ]);
  });

  it('needs encryption and password authentication for PCI compliance mode', () => {
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, pciComplianceMode: true, passwordAndUserAuth: false })),
    ).toEqual([
      'dataCentres.0.clientToClusterEncryption: PCI compliance mode needs client to cluster encryption',
      'passwordAndUserAuth: PCI compliance mode needs password authentication',
    ]);
  });

  it('checks the two-factor delete e-mail', () => {
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, twoFactorDelete: [{ confirmationEmail: 'nope' }] })),
    ).toEqual(['twoFactorDelete.0.confirmationEmail: Confirmation e-mail must be an e-mail address']);
  });

  it('holds Kafka to one data centre, enough brokers for KRaft and its default replication factor', () => {
    expect(problems(kafkaClusterSchema.safeParse({ ...kafka, dataCentres: [] }))).toEqual([
      'dataCentres: A Kafka cluster has exactly one data centre',
    ]);
    expect(problems(kafkaClusterSchema.safeParse({ ...kafka, defaultReplicationFactor: 5 }))).toEqual([
      'defaultReplicationFactor: Default replication factor cannot exceed the number of brokers',
    ]);
  });

  it('spreads OpenSearch data nodes over three racks', () => {
    expect(
      problems(
        opensearchClusterSchema.safeParse({
          ...opensearch,
          dataNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-80', nodeCount: 4 }],
        }),
      ),
    ).toEqual(['dataNodes.0.nodeCount: Data nodes are spread over 3 racks: use a multiple of 3']);
  });

  it('plans the nodes a request asks for, the way the estimate prices them', () => {
    const request = {
      application: 'OPENSEARCH' as const,
      ...opensearchClusterSchema.parse({
        ...opensearch,
        clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-30', dedicatedManager: true }],
        opensearchDashboards: [{ nodeSize: 'SRH-DEV-n2-standard-2-30' }],
      }),
    };
    expect(plannedNodes(request).map((g) => [g.nodeSize, g.count, g.roles])).toEqual([
      ['SRH-DEV-n2-standard-2-30', 3, ['OPENSEARCH_CLUSTER_MANAGER']],
      ['SRH-DEV-n2-standard-2-80', 3, ['OPENSEARCH_DATA']],
      ['SRH-DEV-n2-standard-2-30', 1, ['OPENSEARCH_DASHBOARDS']],
    ]);
    expect(requestVersion(request)).toBe('3.6.0');
    expect(applicationFields(request)).not.toHaveProperty('dataCentres');
    expect(applicationFields(request)).toHaveProperty('opensearchVersion', '3.6.0');
  });

  it('estimates the month as nodes × price, with 10% GST only where it applies', () => {
    const nodes = [
      { count: 3, monthlyPriceUsd: 100.1 },
      { count: 1, monthlyPriceUsd: 50 },
    ];
    expect(monthlyEstimate(nodes, false)).toEqual({ subtotalUsd: 350.3, gstUsd: 0, totalUsd: 350.3 });
    expect(monthlyEstimate(nodes, true)).toEqual({ subtotalUsd: 350.3, gstUsd: 35.03, totalUsd: 385.33 });
  });
});
