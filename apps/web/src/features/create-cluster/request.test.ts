import { OPENSEARCH_PLUGINS, type CreateClusterInfo } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { defaultValues, type WizardValues } from './form-values.ts';
import { parseRequest } from './request.ts';
import { stepOfField } from './steps.ts';

const info: CreateClusterInfo = {
  creationAllowed: true,
  creationBlockedReason: null,
  forcePciForNewClusters: false,
  gstApplies: false,
  defaultTags: [],
  startsFreeTrial: false,
};

/**
 * Values where every application's own fields are filled in and turned on, as after a user tried
 * each application before choosing: the strict bodies refuse any of them sent to another.
 */
function everythingFilled(application: WizardValues['application']): WizardValues {
  const values = defaultValues(info);
  return {
    ...values,
    application,
    name: 'orders',
    dataCentres: values.dataCentres.map((dc) => ({
      ...dc,
      region: 'US_EAST_1',
      nodeSize: application === 'KAFKA' ? 'KFK-PRD-r8g.large-400' : 'CAS-PRD-r7g.large-120',
      clientToClusterEncryption: true,
      continuousBackup: true,
      privateIpBroadcastForDiscovery: true,
      numberOfRacks: 2,
    })),
    luceneEnabled: true,
    clientToClusterEncryption: true,
    clientBrokerAuthWithMtls: true,
    karapaceSchemaRegistry: [{}],
    karapaceRestProxy: [{ integrateRestProxyWithSchemaRegistry: true }],
    clusterManagerNodes: [{ nodeSize: 'SRH-PRD-m6g.medium-80', dedicatedManager: false }],
    dataNodes: [{ nodeSize: 'SRH-PRD-m6g.large-250', nodeCount: 4 }],
    opensearchDashboards: [{ nodeSize: 'SRH-PRD-m6g.medium-80', oidcProvider: null }],
    loadBalancer: true,
    knnPlugin: true,
  };
}

function parsedBody(values: WizardValues) {
  const parsed = parseRequest(values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.request.body;
}

describe("each application's body, picked out of the wizard's values", () => {
  it("sends Cassandra its own fields only, with the data centre's encryption, backup and broadcast", () => {
    const body = parsedBody(everythingFilled('APACHE_CASSANDRA'));
    expect(body).toMatchObject({ luceneEnabled: true, cassandraVersion: '5.0.6' });
    expect(body.dataCentres[0]).toMatchObject({
      replicationFactor: 3,
      clientToClusterEncryption: true,
      continuousBackup: true,
      privateIpBroadcastForDiscovery: true,
    });
    expect(body.dataCentres[0]).not.toHaveProperty('numberOfRacks');
    for (const other of [
      'kafkaVersion',
      'clientBrokerAuthWithMtls',
      'loadBalancer',
      'dataNodes',
      ...OPENSEARCH_PLUGINS,
    ])
      expect(body).not.toHaveProperty(other);
  });

  it('sends Kafka its encryption and mTLS at the root, and no replication factor in the data centre', () => {
    const body = parsedBody(everythingFilled('KAFKA'));
    expect(body).toMatchObject({
      clientToClusterEncryption: true,
      clientBrokerAuthWithMtls: true,
      defaultReplicationFactor: 3,
      karapaceRestProxy: [{ integrateRestProxyWithSchemaRegistry: true, version: '3.15.0' }],
    });
    expect(Object.keys(body.dataCentres[0] ?? {}).toSorted()).toEqual(
      ['awsSettings', 'cloudProvider', 'name', 'network', 'nodeSize', 'numberOfNodes', 'region', 'tags'].toSorted(),
    );
    for (const other of ['luceneEnabled', 'passwordAndUserAuth', 'loadBalancer', 'clusterManagerNodes', 'knnPlugin'])
      expect(body).not.toHaveProperty(other);
  });

  it('sends OpenSearch its racks and load balancer, and no encryption (it always encrypts)', () => {
    const body = parsedBody(everythingFilled('OPENSEARCH'));
    expect(body).toMatchObject({ loadBalancer: true, knnPlugin: true, dataNodes: [{ nodeCount: 4 }] });
    expect(body).not.toHaveProperty('clientToClusterEncryption');
    expect(Object.keys(body.dataCentres[0] ?? {}).toSorted()).toEqual(
      ['awsSettings', 'cloudProvider', 'name', 'network', 'numberOfRacks', 'region', 'tags'].toSorted(),
    );
    expect(body.dataCentres[0]).toMatchObject({ numberOfRacks: 2 });
  });

  it("names the form's fields in its issues, each on the step that shows the field", () => {
    const values = {
      ...everythingFilled('KAFKA'),
      pciComplianceMode: true,
      clientToClusterEncryption: false,
      defaultReplicationFactor: 2,
    };
    const parsed = parseRequest(values);
    expect(parsed.success).toBe(false);
    const paths = parsed.success ? [] : parsed.issues.map((issue) => issue.path.join('.'));
    // 3 brokers on 2 racks, and PCI and mTLS without the cluster's encryption.
    expect(paths.toSorted()).toEqual([
      'clientBrokerAuthWithMtls',
      'clientToClusterEncryption',
      'dataCentres.0.numberOfNodes',
    ]);
    expect(stepOfField('clientToClusterEncryption', values)?.step).toBe(3);
    expect(stepOfField('clientBrokerAuthWithMtls', values)?.step).toBe(3);
    expect(stepOfField('dataCentres.0.numberOfNodes', values)?.step).toBe(2);
  });
});
