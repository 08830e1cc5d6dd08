import {
  APPLICATION_LABELS,
  BUNDLE_LABELS,
  CLOUD_PROVIDER_LABELS,
  OPENSEARCH_PLUGINS,
  requestVersion,
  SLA_TIER_LABELS,
  type CreateClusterRequest,
} from '@datadeck/contracts';
import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import { PASSWORD_AUTH_LABEL, PLUGIN_LABELS } from '../labels.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type Row = readonly [label: string, value: ReactNode];
const row = (label: string, value: ReactNode): Row => [label, value];

function addons(request: CreateClusterRequest): string[] {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return [
        ...(request.luceneEnabled ? [BUNDLE_LABELS.CASSANDRA_LUCENE] : []),
        ...(request.passwordAndUserAuth ? [PASSWORD_AUTH_LABEL] : []),
      ];
    case 'KAFKA':
      return [
        ...(request.karapaceSchemaRegistry.length > 0 ? [BUNDLE_LABELS.KARAPACE_SCHEMA_REGISTRY] : []),
        ...request.karapaceRestProxy.map((proxy) =>
          proxy.integrateRestProxyWithSchemaRegistry
            ? `${BUNDLE_LABELS.KARAPACE_REST_PROXY} (with the Schema Registry)`
            : BUNDLE_LABELS.KARAPACE_REST_PROXY,
        ),
      ];
    case 'OPENSEARCH':
      return [
        ...(request.opensearchDashboards.length > 0 ? [BUNDLE_LABELS.OPENSEARCH_DASHBOARDS] : []),
        ...OPENSEARCH_PLUGINS.filter((plugin) => request[plugin]).map((plugin) => PLUGIN_LABELS[plugin]),
      ];
  }
}

function nodeRows(request: CreateClusterRequest): Row[] {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return request.dataCentres.flatMap((dc) => [
        row('Nodes', `${dc.numberOfNodes} × ${dc.nodeSize}`),
        row('Replication factor', dc.replicationFactor),
      ]);
    case 'KAFKA':
      return [
        ...request.dataCentres.map((dc) => row('Brokers', `${dc.numberOfNodes} × ${dc.nodeSize}`)),
        row(
          'Topic defaults',
          `replication factor ${request.defaultReplicationFactor}, ${request.defaultNumberOfPartitions} partitions`,
        ),
        row('Racks', request.defaultReplicationFactor),
        row('Create topics automatically', yesNo(request.autoCreateTopics)),
        row('Allow deleting topics', yesNo(request.allowDeleteTopics)),
      ];
    case 'OPENSEARCH':
      return [
        ...request.dataNodes.map((data) => row('Data nodes', `${data.nodeCount} × ${data.nodeSize}`)),
        ...request.dataCentres.map((dc) => row('Racks', dc.numberOfRacks)),
        ...request.clusterManagerNodes.map((manager) =>
          row(
            'Cluster manager',
            manager.dedicatedManager ? `3 × ${manager.nodeSize} (dedicated)` : 'On the first three data nodes',
          ),
        ),
        ...request.opensearchDashboards.map((dashboards) => row('OpenSearch Dashboards', `1 × ${dashboards.nodeSize}`)),
      ];
  }
}

/** The network step's options of the application: encryption is Cassandra's per data centre, Kafka's for the cluster. */
function optionRows(request: CreateClusterRequest): Row[] {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return request.dataCentres.flatMap((dc) => [
        row('Client to cluster encryption', yesNo(dc.clientToClusterEncryption)),
        row('Continuous backup', yesNo(dc.continuousBackup)),
        row('Broadcast private IPs for discovery', yesNo(dc.privateIpBroadcastForDiscovery)),
      ]);
    case 'KAFKA':
      return [
        row('Client to cluster encryption', yesNo(request.clientToClusterEncryption)),
        row('Client-broker authentication with mTLS', yesNo(request.clientBrokerAuthWithMtls)),
      ];
    case 'OPENSEARCH':
      return [row('Client to cluster encryption', 'Always'), row('Load balancer', yesNo(request.loadBalancer))];
  }
}

/**
 * Everything the request will ask for, as the server will receive it. A hand-written Mantine
 * table rather than DataTable: it is one record read as label and value (a vertical table),
 * whose rows differ per application, not a list of records under column headers.
 */
export function ReviewSummary({ request }: { request: CreateClusterRequest }) {
  const dc = request.dataCentres[0];
  const tags = dc?.tags ?? [];
  const rows: Row[] = [
    row('Cluster name', request.name),
    row('Application', `${APPLICATION_LABELS[request.application]} ${requestVersion(request)}`),
    row('Add-ons', addons(request).join(', ') || 'None'),
    row('SLA tier', SLA_TIER_LABELS[request.slaTier]),
    ...(dc
      ? [
          row('Cloud provider', CLOUD_PROVIDER_LABELS[dc.cloudProvider]),
          row('Region', dc.region),
          row('Data centre', dc.name),
        ]
      : []),
    ...nodeRows(request),
    ...(dc ? [row('Network', dc.network)] : []),
    ...optionRows(request),
    row('Private network cluster', yesNo(request.privateNetworkCluster)),
    row('PCI compliance mode', yesNo(request.pciComplianceMode)),
    row('Description', request.description ?? 'None'),
    row('Two-factor delete e-mail', request.twoFactorDelete[0]?.confirmationEmail ?? 'None'),
    row('Tags', tags.length > 0 ? tags.map((tag) => `${tag.key}=${tag.value}`).join(', ') : 'None'),
  ];
  return (
    <Table aria-label="Cluster settings" variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value], index) => (
          <Table.Tr key={`${index}:${label}`}>
            <Table.Th scope="row" w={240}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
