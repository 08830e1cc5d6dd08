import type { Application, ApplicationFields } from '@datadeck/contracts';
import type { StoredCluster } from './store.ts';

interface ConnectionSettings {
  clientToClusterEncryption: boolean;
  passwordAndUserAuth: boolean;
  karapaceSchemaRegistry: boolean;
  karapaceRestProxy: boolean;
  opensearchDashboards: boolean;
}

/** Whether an application's fields turn an add-on on (empty arrays and false mean off). */
const has = (fields: ApplicationFields, key: string): boolean => {
  const value: unknown = (fields as Record<string, unknown>)[key];
  return Array.isArray(value) ? value.length > 0 : value === true;
};

/**
 * How clients reach the cluster, from what was asked: Kafka and OpenSearch always sign in with the
 * default user; Cassandra only with passwordAndUserAuth.
 */
export function connectionSettingsOf({ cluster, dataCentres }: Pick<StoredCluster, 'cluster' | 'dataCentres'>) {
  const settings = cluster.settings;
  return {
    clientToClusterEncryption: dataCentres.some((dc) => dc.clientToClusterEncryption),
    passwordAndUserAuth: cluster.application !== 'APACHE_CASSANDRA' || has(settings, 'passwordAndUserAuth'),
    karapaceSchemaRegistry: has(settings, 'karapaceSchemaRegistry'),
    karapaceRestProxy: has(settings, 'karapaceRestProxy'),
    opensearchDashboards: has(settings, 'opensearchDashboards'),
  } satisfies ConnectionSettings;
}

/** The application's default user (Instaclustr's names) and the ports clients connect to. */
export function connectionInfo(application: Application, settings: ConnectionSettings) {
  switch (application) {
    case 'APACHE_CASSANDRA':
      return {
        defaultUsername: settings.passwordAndUserAuth ? 'iccassandra' : null,
        ports: [{ name: 'CQL', port: 9042 }],
      };
    case 'KAFKA':
      return {
        defaultUsername: 'ickafka',
        ports: [
          {
            name: settings.clientToClusterEncryption ? 'Kafka (TLS)' : 'Kafka',
            port: settings.clientToClusterEncryption ? 9093 : 9092,
          },
          ...(settings.karapaceSchemaRegistry ? [{ name: 'Karapace Schema Registry', port: 8085 }] : []),
          ...(settings.karapaceRestProxy ? [{ name: 'Karapace REST Proxy', port: 8083 }] : []),
        ],
      };
    case 'OPENSEARCH':
      return {
        defaultUsername: 'icopensearch',
        ports: [
          { name: 'OpenSearch REST', port: 9200 },
          ...(settings.opensearchDashboards ? [{ name: 'OpenSearch Dashboards', port: 5601 }] : []),
        ],
      };
  }
}

/**
 * The addresses clients are given when a real driver runs the nodes (it reported where each
 * listens): `host:port` of every live node that has one. Absent for the simulated driver, whose
 * nodes have no listener.
 */
export function clientEndpointsOf(nodes: StoredCluster['nodes']): { bootstrapServers?: string[] } {
  const endpoints = nodes
    .filter((node) => node.status !== 'DELETED' && node.clientPort !== null && node.publicAddress !== null)
    .map((node) => `${node.publicAddress}:${node.clientPort}`);
  return endpoints.length > 0 ? { bootstrapServers: endpoints } : {};
}
