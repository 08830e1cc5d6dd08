import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  cassandraClusterSchema,
  kafkaClusterSchema,
  opensearchClusterSchema,
  type CreateClusterRequest,
} from './cluster-create.ts';
import {
  cassandraClusterUpdateSchema,
  kafkaClusterUpdateSchema,
  mergeUpdate,
  opensearchClusterUpdateSchema,
  operationLabel,
  type ClusterUpdateBody,
} from './cluster-update.ts';

const dc = {
  name: 'AWS_VPC_US_EAST_1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
  nodeSize: 'CAS-PRD-r7g.large-400',
  numberOfNodes: 3,
  replicationFactor: 3,
  tags: [{ key: 'team', value: 'orders' }],
} as const;
const cassandraCreate = { name: 'orders', slaTier: 'PRODUCTION', cassandraVersion: '5.0.6', dataCentres: [dc] };
const cassandra: CreateClusterRequest = {
  application: 'APACHE_CASSANDRA',
  ...cassandraClusterSchema.parse(cassandraCreate),
};
const kafkaCreate = {
  name: 'events',
  slaTier: 'PRODUCTION',
  kafkaVersion: '4.2.1',
  dataCentres: [
    {
      name: dc.name,
      cloudProvider: dc.cloudProvider,
      region: dc.region,
      network: dc.network,
      nodeSize: 'KFK-PRD-r7g.large-400',
      numberOfNodes: 3,
    },
  ],
};
const kafka: CreateClusterRequest = { application: 'KAFKA', ...kafkaClusterSchema.parse(kafkaCreate) };
const opensearchCreate = {
  name: 'search',
  slaTier: 'NON_PRODUCTION',
  opensearchVersion: '3.6.0',
  dataCentres: [{ name: 'DC', cloudProvider: 'GCP', region: 'us-east1', network: '10.0.0.0/16' }],
  clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-30', dedicatedManager: true }],
  dataNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-80', nodeCount: 3 }],
};
const opensearch: CreateClusterRequest = {
  application: 'OPENSEARCH',
  ...opensearchClusterSchema.parse(opensearchCreate),
};

const SCHEMAS = {
  APACHE_CASSANDRA: cassandraClusterUpdateSchema,
  KAFKA: kafkaClusterUpdateSchema,
  OPENSEARCH: opensearchClusterUpdateSchema,
} as const;

/** The body as the endpoint parses it, merged into `current`: the request, or `path: message` of each refusal. */
function update(current: CreateClusterRequest, body: unknown) {
  const parsed = SCHEMAS[current.application].safeParse(body);
  if (!parsed.success) return { refused: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const merged = mergeUpdate(current, parsed.data as ClusterUpdateBody);
  return merged.ok
    ? { request: merged.request }
    : { refused: merged.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}

const dcUpdate = (fields: Record<string, unknown>) => ({ dataCentres: [{ name: dc.name, ...fields }] });

describe('mergeUpdate: what an update may change', () => {
  it.each([
    [
      'a larger node count',
      cassandra,
      dcUpdate({ numberOfNodes: 6 }),
      (r: CreateClusterRequest) =>
        r.dataCentres[0] && 'numberOfNodes' in r.dataCentres[0] ? r.dataCentres[0].numberOfNodes : null,
      6,
    ],
    [
      'a node size (resize)',
      cassandra,
      dcUpdate({ nodeSize: 'CAS-PRD-r7g.xlarge-800' }),
      (r: CreateClusterRequest) =>
        r.dataCentres[0] && 'nodeSize' in r.dataCentres[0] ? r.dataCentres[0].nodeSize : null,
      'CAS-PRD-r7g.xlarge-800',
    ],
    [
      'tags',
      cassandra,
      dcUpdate({ tags: [{ key: 'env', value: 'prod' }] }),
      (r: CreateClusterRequest) => r.dataCentres[0]?.tags,
      [{ key: 'env', value: 'prod' }],
    ],
    [
      'the description',
      cassandra,
      { ...dcUpdate({}), description: 'Orders' },
      (r: CreateClusterRequest) => r.description,
      'Orders',
    ],
    [
      'two-factor delete',
      kafka,
      { dataCentres: [{ name: dc.name }], twoFactorDelete: [{ confirmationEmail: 'ops@example.com' }] },
      (r: CreateClusterRequest) => r.twoFactorDelete,
      [{ confirmationEmail: 'ops@example.com' }],
    ],
    [
      'resize settings',
      kafka,
      { dataCentres: [{ name: dc.name }], resizeSettings: [{ concurrency: 2 }] },
      (r: CreateClusterRequest) => r.resizeSettings,
      [{ concurrency: 2 }],
    ],
    [
      'OpenSearch data nodes',
      opensearch,
      { dataNodes: [{ nodeCount: 6, nodeSize: 'SRH-DEV-n2-standard-4-80' }] },
      (r: CreateClusterRequest) => (r.application === 'OPENSEARCH' ? r.dataNodes : null),
      [{ nodeCount: 6, nodeSize: 'SRH-DEV-n2-standard-4-80' }],
    ],
    [
      'OpenSearch cluster manager size',
      opensearch,
      { clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-4-30' }] },
      (r: CreateClusterRequest) => (r.application === 'OPENSEARCH' ? r.clusterManagerNodes : null),
      [{ nodeSize: 'SRH-DEV-n2-standard-4-30', dedicatedManager: true }],
    ],
  ])('takes %s', (_what, current, body, read, expected) => {
    const result = update(current, body);
    expect(result.refused).toBeUndefined();
    expect(result.request && read(result.request)).toEqual(expected);
  });

  it('leaves everything not given as it is', () => {
    expect(update(cassandra, dcUpdate({ numberOfNodes: 6 })).request).toEqual({
      ...cassandra,
      dataCentres: [{ ...cassandra.dataCentres[0], numberOfNodes: 6 }],
    });
  });

  it('adds a Cassandra data centre after the current ones, with the create defaults', () => {
    const added = { ...dc, name: 'AWS_VPC_US_WEST_2', region: 'US_WEST_2', network: '10.1.0.0/16' };
    const result = update(cassandra, { dataCentres: [added, { name: dc.name }] });
    expect(result.refused).toBeUndefined();
    expect(result.request?.dataCentres.map((d) => d.name)).toEqual([dc.name, 'AWS_VPC_US_WEST_2']);
    expect(result.request?.dataCentres[1]).toMatchObject({ continuousBackup: false, awsSettings: [] });
  });

  it('takes the whole create body back unchanged (a Terraform PUT)', () => {
    const { application: _, ...whole } = cassandra;
    expect(update(cassandra, whole).request).toEqual(cassandra);
    expect(update(kafka, kafkaCreate).request).toEqual(kafka);
    expect(update(opensearch, opensearchCreate).request).toEqual(opensearch);
  });

  it('takes features not offered given as off (an empty list, false) as unchanged', () => {
    const body = {
      ...kafkaCreate,
      dedicatedZookeeper: [],
      dataCentres: [{ ...kafkaCreate.dataCentres[0], privateLink: [] }],
    };
    expect(update(kafka, body).request).toEqual(kafka);
    expect(update(cassandra, dcUpdate({ privateLink: false })).request).toEqual(cassandra);
  });
});

describe('mergeUpdate: what it refuses, naming the field', () => {
  it.each([
    ['the name', cassandra, { ...cassandraCreate, name: 'renamed' }, `name: ${MESSAGES.updates.cannotChange('name')}`],
    [
      'the version',
      kafka,
      { ...kafkaCreate, kafkaVersion: '4.1.2' },
      `kafkaVersion: ${MESSAGES.updates.cannotChange('kafkaVersion')}`,
    ],
    [
      'the SLA tier',
      cassandra,
      { ...dcUpdate({}), slaTier: 'NON_PRODUCTION' },
      `slaTier: ${MESSAGES.updates.cannotChange('slaTier')}`,
    ],
    [
      'a data centre region',
      cassandra,
      dcUpdate({ region: 'US_WEST_2' }),
      `dataCentres.0.region: ${MESSAGES.updates.cannotChange('region')}`,
    ],
    [
      'a replication factor',
      cassandra,
      dcUpdate({ replicationFactor: 5 }),
      `dataCentres.0.replicationFactor: ${MESSAGES.updates.cannotChange('replicationFactor')}`,
    ],
    [
      'fewer nodes',
      cassandra,
      dcUpdate({ numberOfNodes: 2 }),
      `dataCentres.0.numberOfNodes: ${MESSAGES.updates.fewerNodes}`,
    ],
    [
      'fewer OpenSearch data nodes',
      opensearch,
      { dataNodes: [{ nodeCount: 2 }] },
      `dataNodes.0.nodeCount: ${MESSAGES.updates.fewerNodes}`,
    ],
    [
      'a dedicated manager turned off',
      opensearch,
      { clusterManagerNodes: [{ dedicatedManager: false }] },
      `clusterManagerNodes.0.dedicatedManager: ${MESSAGES.updates.cannotChange('dedicatedManager')}`,
    ],
    [
      'a data centre removed',
      cassandra,
      { dataCentres: [{ ...dc, name: 'OTHER', network: '10.5.0.0/16' }] },
      `dataCentres: ${MESSAGES.updates.dataCentreRemoved(dc.name)}`,
    ],
    [
      'a Kafka data centre added',
      kafka,
      { dataCentres: [{ name: 'OTHER' }] },
      `dataCentres: ${MESSAGES.updates.dataCentreRemoved(dc.name)}|dataCentres.0.name: ${MESSAGES.updates.dataCentreAdded}`,
    ],
    [
      'a field no request has',
      cassandra,
      { ...dcUpdate({}), colour: 'blue' },
      // The schema names it at the body; the server's error handler names the field itself.
      ': Unrecognized key: "colour"',
    ],
    [
      'a Cassandra/Kafka update without data centres',
      kafka,
      { description: 'x' },
      'dataCentres: Invalid input: expected array, received undefined',
    ],
    [
      'a node count the create rules refuse',
      cassandra,
      dcUpdate({ numberOfNodes: 4 }),
      'dataCentres.0.numberOfNodes: Number of nodes must be a multiple of the replication factor (3)',
    ],
  ])('refuses %s', (_what, current, body, expected) => {
    const { refused } = update(current, body);
    expect(refused).toEqual(expected.split('|'));
  });

  it('names a new data centre by its place in the body when the create rules refuse it', () => {
    const added = { ...dc, name: 'SECOND', network: '10.0.0.0/16' };
    expect(update(cassandra, { dataCentres: [added, { name: dc.name }] }).refused).toEqual([
      `dataCentres.0.network: Network overlaps data centre ${dc.name}`,
    ]);
  });
});

describe('operationLabel', () => {
  it('says the step and how far it is', () => {
    expect(operationLabel({ kind: 'RESIZING_NODES', done: 2, total: 6 })).toBe('Resizing nodes: 2 of 6');
    expect(operationLabel({ kind: 'ADDING_NODES', done: 0, total: 3 })).toBe('Adding nodes: 0 of 3');
  });
});
