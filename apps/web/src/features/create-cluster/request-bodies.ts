import {
  OPENSEARCH_PLUGINS,
  type cassandraClusterSchema,
  type kafkaClusterSchema,
  type OpensearchPlugin,
  type opensearchClusterSchema,
} from '@datadeck/contracts';
import type { z } from 'zod';
import type { WizardDataCentre, WizardValues } from './form-values.ts';

/**
 * The create bodies are strict (a field the application does not take is a 400), while the
 * wizard holds the fields of all three side by side. Each application's body is picked out of
 * the wizard's values here, field by field, under the body's own names: the schema's issue
 * paths stay the form's field names. Fields the schema defaults and the wizard does not offer
 * (resizeSettings, kraft…) are left to the schema.
 */

/**
 * A body's shape with the wizard's looser values (a version is any string until the schema
 * checks it): the compiler still refuses a field the body does not have.
 */
type Unchecked<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Unchecked<Item>[]
    : T extends object
      ? { [K in keyof T]: Unchecked<T[K]> }
      : T;

export type CassandraBody = Unchecked<z.input<typeof cassandraClusterSchema>>;
export type KafkaBody = Unchecked<z.input<typeof kafkaClusterSchema>>;
export type OpensearchBody = Unchecked<z.input<typeof opensearchClusterSchema>>;

/** The root fields every application's body has. */
function commonFields(values: WizardValues) {
  return {
    name: values.name,
    slaTier: values.slaTier,
    privateNetworkCluster: values.privateNetworkCluster,
    pciComplianceMode: values.pciComplianceMode,
    description: values.description,
    twoFactorDelete: values.twoFactorDelete.map((contact) => ({ confirmationEmail: contact.confirmationEmail })),
  };
}

/** What every data centre has, whatever its application. */
function dataCentreBase(dc: WizardDataCentre) {
  return {
    name: dc.name,
    cloudProvider: dc.cloudProvider,
    region: dc.region,
    network: dc.network,
    tags: dc.tags.map((tag) => ({ key: tag.key, value: tag.value })),
    awsSettings: dc.awsSettings.map((settings) => ({ ebsEncryptionKey: settings.ebsEncryptionKey })),
  };
}

export function cassandraBody(values: WizardValues): CassandraBody {
  return {
    ...commonFields(values),
    cassandraVersion: values.cassandraVersion,
    luceneEnabled: values.luceneEnabled,
    passwordAndUserAuth: values.passwordAndUserAuth,
    dataCentres: values.dataCentres.map((dc) => ({
      ...dataCentreBase(dc),
      nodeSize: dc.nodeSize,
      numberOfNodes: dc.numberOfNodes,
      replicationFactor: dc.replicationFactor,
      clientToClusterEncryption: dc.clientToClusterEncryption,
      continuousBackup: dc.continuousBackup,
      privateIpBroadcastForDiscovery: dc.privateIpBroadcastForDiscovery,
    })),
  };
}

export function kafkaBody(values: WizardValues): KafkaBody {
  return {
    ...commonFields(values),
    kafkaVersion: values.kafkaVersion,
    defaultReplicationFactor: values.defaultReplicationFactor,
    defaultNumberOfPartitions: values.defaultNumberOfPartitions,
    autoCreateTopics: values.autoCreateTopics,
    allowDeleteTopics: values.allowDeleteTopics,
    clientToClusterEncryption: values.clientToClusterEncryption,
    clientBrokerAuthWithMtls: values.clientBrokerAuthWithMtls,
    karapaceSchemaRegistry: values.karapaceSchemaRegistry.map((entry) => ({ version: entry.version })),
    karapaceRestProxy: values.karapaceRestProxy.map((entry) => ({
      version: entry.version,
      integrateRestProxyWithSchemaRegistry: entry.integrateRestProxyWithSchemaRegistry,
    })),
    dataCentres: values.dataCentres.map((dc) => ({
      ...dataCentreBase(dc),
      nodeSize: dc.nodeSize,
      numberOfNodes: dc.numberOfNodes,
    })),
  };
}

export function opensearchBody(values: WizardValues): OpensearchBody {
  const plugins = Object.fromEntries(OPENSEARCH_PLUGINS.map((plugin) => [plugin, values[plugin]])) as Record<
    OpensearchPlugin,
    boolean
  >;
  return {
    ...commonFields(values),
    opensearchVersion: values.opensearchVersion,
    ...plugins,
    clusterManagerNodes: values.clusterManagerNodes.map((entry) => ({
      nodeSize: entry.nodeSize,
      dedicatedManager: entry.dedicatedManager,
    })),
    dataNodes: values.dataNodes.map((entry) => ({ nodeSize: entry.nodeSize, nodeCount: entry.nodeCount })),
    opensearchDashboards: values.opensearchDashboards.map((entry) => ({
      nodeSize: entry.nodeSize,
      oidcProvider: entry.oidcProvider,
    })),
    loadBalancer: values.loadBalancer,
    dataCentres: values.dataCentres.map((dc) => ({ ...dataCentreBase(dc), numberOfRacks: dc.numberOfRacks })),
  };
}
