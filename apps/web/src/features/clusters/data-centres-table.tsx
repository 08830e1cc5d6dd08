import { CLOUD_PROVIDERS, type ClusterSummary } from '@datadeck/contracts';
import { Table } from '@mantine/core';

const CLOUD_PROVIDER_LABELS: Readonly<Record<(typeof CLOUD_PROVIDERS)[number], string>> = {
  AWS_VPC: 'Amazon Web Services',
  GCP: 'Google Cloud Platform',
  AZURE_AZ: 'Microsoft Azure',
};

export function DataCentresTable({ dataCentres }: { dataCentres: ClusterSummary['dataCentres'] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-labelledby="data-centres-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Cloud provider</Table.Th>
            <Table.Th>Region</Table.Th>
            <Table.Th>Node size</Table.Th>
            <Table.Th>Nodes</Table.Th>
            <Table.Th>Network</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dataCentres.map((dc) => (
            <Table.Tr key={dc.name}>
              <Table.Td>{dc.name}</Table.Td>
              <Table.Td>{CLOUD_PROVIDER_LABELS[dc.cloudProvider]}</Table.Td>
              <Table.Td>{dc.region}</Table.Td>
              <Table.Td>{dc.nodeSize}</Table.Td>
              <Table.Td>{dc.numberOfNodes}</Table.Td>
              <Table.Td>{dc.network}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
