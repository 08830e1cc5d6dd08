import {
  cassandraClusterBaseSchema,
  kafkaClusterBaseSchema,
  opensearchClusterBaseSchema,
  type CreateClusterRequest,
} from '@datadeck/contracts';
import type { StoredCluster } from './store.ts';

/**
 * The create request a stored cluster stands for now: its columns, its settings and its data
 * centres put back into the request's shape. It is parsed by the application's schema (its
 * shape, not its cross-field rules), so a cluster stored before a field existed reads with that
 * field's default. The public API answers from it, and an update is merged into it.
 */
export function requestOf({ cluster, dataCentres }: StoredCluster): CreateClusterRequest {
  const common = {
    ...cluster.settings,
    name: cluster.name,
    slaTier: cluster.slaTier,
    privateNetworkCluster: cluster.privateNetworkCluster,
    pciComplianceMode: cluster.pciComplianceMode,
    description: cluster.description,
    twoFactorDelete: cluster.twoFactorDeleteEmail
      ? [
          {
            confirmationEmail: cluster.twoFactorDeleteEmail,
            ...(cluster.twoFactorDeletePhone !== null && { confirmationPhoneNumber: cluster.twoFactorDeletePhone }),
          },
        ]
      : [],
  };
  const located = dataCentres.map((dc) => ({
    ...dc.settings,
    name: dc.name,
    cloudProvider: dc.cloudProvider,
    region: dc.region,
    network: dc.network,
    tags: dc.tags,
    awsSettings: dc.awsSettings,
  }));
  switch (cluster.application) {
    case 'APACHE_CASSANDRA':
      return {
        application: cluster.application,
        ...cassandraClusterBaseSchema.parse({
          ...common,
          cassandraVersion: cluster.applicationVersion,
          dataCentres: located.map((dc, i) => ({
            ...dc,
            nodeSize: dataCentres[i]?.nodeSize,
            numberOfNodes: dataCentres[i]?.numberOfNodes,
            replicationFactor: dataCentres[i]?.replicationFactor,
            clientToClusterEncryption: dataCentres[i]?.clientToClusterEncryption,
          })),
        }),
      };
    case 'KAFKA':
      return {
        application: cluster.application,
        ...kafkaClusterBaseSchema.parse({
          ...common,
          kafkaVersion: cluster.applicationVersion,
          dataCentres: located.map((dc, i) => ({
            ...dc,
            nodeSize: dataCentres[i]?.nodeSize,
            numberOfNodes: dataCentres[i]?.numberOfNodes,
          })),
        }),
      };
    case 'OPENSEARCH':
      return {
        application: cluster.application,
        ...opensearchClusterBaseSchema.parse({
          ...common,
          opensearchVersion: cluster.applicationVersion,
          dataCentres: located,
        }),
      };
  }
}
