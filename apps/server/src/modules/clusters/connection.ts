import type { Application } from '@datadeck/contracts';

interface ConnectionSettings {
  clientToClusterEncryption: boolean;
  passwordAndUserAuth: boolean;
  karapaceSchemaRegistry: boolean;
  karapaceRestProxy: boolean;
  opensearchDashboards: boolean;
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
