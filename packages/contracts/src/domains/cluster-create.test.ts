import { describe, expect, it } from 'vitest';
import {
  cassandraClusterSchema,
  kafkaClusterSchema,
  opensearchClusterSchema,
  requestVersion,
} from './cluster-create.ts';
import { MESSAGES } from '../messages.ts';
import { monthlyEstimate } from './catalogue.ts';
import { plannedNodes } from './cluster-plan.ts';
import { applicationFields, dataCentreFields } from './cluster-storage.ts';

const dc = {
  name: 'AWS_VPC_US_EAST_1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
  nodeSize: 'CAS-PRD-r7g.large-400',
  numberOfNodes: 3,
  replicationFactor: 3,
};
/** Kafka's data centre has no replication factor: the cluster's default one says it. */
const { replicationFactor: _cassandraOnly, ...kafkaDc } = dc;
const cassandra = { name: 'orders', slaTier: 'PRODUCTION', cassandraVersion: '5.0.6', dataCentres: [dc] };
const kafka = {
  name: 'events',
  slaTier: 'PRODUCTION',
  kafkaVersion: '4.2.1',
  dataCentres: [{ ...kafkaDc, nodeSize: 'KFK-PRD-r7g.large-400' }],
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
    ['ab', 'Cluster name must be 3 to 48 characters'],
    ['-starts-with-dash', 'Cluster name must be 3 to 48 characters'],
    ['has space', 'Cluster name must be 3 to 48 characters'],
    ['a'.repeat(49), 'Cluster name must be 3 to 48 characters'],
  ])('rejects the name %j', (name, message) => {
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, name }))).toEqual([
      expect.stringContaining(`name: ${message}`),
    ]);
  });

  it('accepts names of 3 and 48 characters with _ and -', () => {
    expect(cassandraClusterSchema.safeParse({ ...cassandra, name: 'a_b' }).success).toBe(true);
    expect(cassandraClusterSchema.safeParse({ ...cassandra, name: `a${'-'.repeat(47)}` }).success).toBe(true);
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

  it('names the version to use for one no longer offered, the newest of its major.minor', () => {
    const offered = '4.0.17, 4.0.19, 4.1.9, 4.1.10, 5.0.6';
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, cassandraVersion: '4.1.2' }))).toEqual([
      `cassandraVersion: Version 4.1.2 is no longer offered: use 4.1.10. Offered versions: ${offered}`,
    ]);
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, cassandraVersion: '3.11.16' }))).toEqual([
      `cassandraVersion: Version 3.11.16 is not offered. Offered versions: ${offered}`,
    ]);
  });

  it('checks replication factors per application and node counts against them', () => {
    expect(
      problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [{ ...dc, replicationFactor: 4 }] })),
    ).toEqual(['dataCentres.0.replicationFactor: Replication factor must be 2, 3 or 5']);
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
    // The default replication factor is also the number of racks the brokers are spread over.
    expect(problems(kafkaClusterSchema.safeParse({ ...kafka, defaultReplicationFactor: 2 }))).toEqual([
      'dataCentres.0.numberOfNodes: Number of brokers must be a multiple of 2, the number of racks',
    ]);
    expect(kafkaClusterSchema.safeParse({ ...kafka, defaultReplicationFactor: 1 }).success).toBe(true);
    expect(problems(kafkaClusterSchema.safeParse({ ...kafka, pciComplianceMode: true }))).toEqual([
      'clientToClusterEncryption: PCI compliance mode needs client to cluster encryption',
    ]);
  });

  it('refuses a real field of a feature not offered only when it is turned on, and any field it does not know', () => {
    // Kafka 4 has no ZooKeeper left to run on (kafka-rules.ts); 3.9.2 does.
    const zookeeper = [{ zookeeperNodeSize: 'KDZ-PRD-m6g.large-80', zookeeperNodeCount: 3 }];
    expect(problems(kafkaClusterSchema.safeParse({ ...kafka, dedicatedZookeeper: zookeeper }))).toEqual([
      `dedicatedZookeeper: ${MESSAGES.clusterRequests.zookeeperKraftOnly('4.2.1', ['3.9.2'])}`,
    ]);
    expect(kafkaClusterSchema.parse({ ...kafka, kafkaVersion: '3.9.2', dedicatedZookeeper: zookeeper })).toMatchObject({
      dedicatedZookeeper: zookeeper,
      kraft: [],
    });
    expect(
      kafkaClusterSchema.safeParse({ ...kafka, dedicatedZookeeper: [], schemaRegistry: [], restProxy: [] }).success,
    ).toBe(true);
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, spark: [{ version: '3.0.1' }] }))).toEqual([
      `spark: ${MESSAGES.notOffered.spark}`,
    ]);
    const ownVpc = { ...dc, awsSettings: [{ customVirtualNetworkId: 'vpc-1' }] };
    expect(problems(cassandraClusterSchema.safeParse({ ...cassandra, dataCentres: [ownVpc] }))).toEqual([
      `dataCentres.0.awsSettings.0.customVirtualNetworkId: ${MESSAGES.notOffered.ownNetwork}`,
    ]);
    const unknown = cassandraClusterSchema.safeParse({ ...cassandra, colour: 'blue' });
    expect(unknown.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['colour'] })]);
  });

  it('keeps what each application stores of a data centre beyond its columns', () => {
    const parsed = cassandraClusterSchema.parse({
      ...cassandra,
      dataCentres: [{ ...dc, continuousBackup: true, providerAccountName: 'Acme AWS' }],
    });
    expect(parsed.dataCentres[0] && dataCentreFields(parsed.dataCentres[0])).toEqual({
      continuousBackup: true,
      privateIpBroadcastForDiscovery: false,
      providerAccountName: 'Acme AWS',
      debezium: [],
    });
  });

  it('spreads OpenSearch data nodes over its racks, three unless the data centre says', () => {
    const fourNodes = { ...opensearch, dataNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-80', nodeCount: 4 }] };
    expect(problems(opensearchClusterSchema.safeParse(fourNodes))).toEqual([
      'dataNodes.0.nodeCount: Data nodes must be a multiple of 3, the number of racks',
    ]);
    const twoRacks = { ...fourNodes, dataCentres: [{ ...opensearch.dataCentres[0], numberOfRacks: 2 }] };
    expect(opensearchClusterSchema.safeParse(twoRacks).success).toBe(true);
    expect(
      problems(
        opensearchClusterSchema.safeParse({
          ...opensearch,
          dataCentres: [{ ...opensearch.dataCentres[0], numberOfRacks: 6 }],
        }),
      ),
    ).toEqual(['dataCentres.0.numberOfRacks: At most 5 racks']);
  });

  it('lets OpenSearch run without data nodes only on shared cluster manager nodes', () => {
    const managersOnly = { ...opensearch, dataNodes: [] };
    const request = { application: 'OPENSEARCH' as const, ...opensearchClusterSchema.parse(managersOnly) };
    expect(plannedNodes(request).map((g) => [g.count, g.roles])).toEqual([
      [3, ['OPENSEARCH_DATA', 'OPENSEARCH_CLUSTER_MANAGER']],
    ]);
    const dedicated = {
      ...managersOnly,
      clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-30', dedicatedManager: true }],
    };
    expect(problems(opensearchClusterSchema.safeParse(dedicated))).toEqual([
      'dataNodes: Give data nodes: dedicated cluster manager nodes hold no data',
    ]);
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
