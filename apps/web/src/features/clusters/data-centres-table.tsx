import { CLOUD_PROVIDER_LABELS, type DataCentre } from '@datadeck/contracts';
import { Table } from '@mantine/core';

/** One row per data centre: where it runs and how it is sized. */
export function DataCentresTable({ dataCentres }: { dataCentres: readonly DataCentre[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label="Data centres">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Cloud provider</Table.Th>
            <Table.Th scope="col">Region</Table.Th>
            <Table.Th scope="col">Network</Table.Th>
            <Table.Th scope="col">Node size</Table.Th>
            <Table.Th scope="col">Nodes</Table.Th>
            <Table.Th scope="col">Replication factor</Table.Th>
            <Table.Th scope="col">Client encryption</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dataCentres.map((dc) => (
            <Table.Tr key={dc.id}>
              <Table.Th scope="row" fw={500}>
                {dc.name}
              </Table.Th>
              <Table.Td>{CLOUD_PROVIDER_LABELS[dc.cloudProvider]}</Table.Td>
              <Table.Td>{dc.region}</Table.Td>
              <Table.Td>{dc.network}</Table.Td>
              <Table.Td>{dc.nodeSize}</Table.Td>
              <Table.Td>{dc.numberOfNodes}</Table.Td>
              {/* OpenSearch has no replication factor of its own. */}
              <Table.Td>{dc.replicationFactor ?? 'Not applicable'}</Table.Td>
              <Table.Td>{dc.clientToClusterEncryption ? 'Enabled' : 'Disabled'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
