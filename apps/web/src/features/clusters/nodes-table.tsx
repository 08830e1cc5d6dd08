import type { DataCentre } from '@datadeck/contracts';
import { Code, Table, Text } from '@mantine/core';
import { humanize } from '../../shared/format/format.ts';

/** A UUID's first group tells the nodes of one cluster apart; the full id is in the tooltip. */
const shortId = (id: string) => id.slice(0, 8);

/** Every node of every data centre, with its addresses and what it does. */
export function NodesTable({ dataCentres }: { dataCentres: readonly DataCentre[] }) {
  const rows = dataCentres.flatMap((dc) => dc.nodes.map((node) => ({ node, dataCentre: dc.name })));
  if (rows.length === 0) return <Text>Nodes appear once provisioning has created them.</Text>;
  const severalDataCentres = dataCentres.length > 1;

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder aria-label="Nodes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Node</Table.Th>
            {severalDataCentres && <Table.Th scope="col">Data centre</Table.Th>}
            <Table.Th scope="col">Size</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Rack</Table.Th>
            <Table.Th scope="col">Private address</Table.Th>
            <Table.Th scope="col">Public address</Table.Th>
            <Table.Th scope="col">Roles</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ node, dataCentre }) => (
            <Table.Tr key={node.id}>
              <Table.Th scope="row" fw={500}>
                <Code title={node.id}>{shortId(node.id)}</Code>
              </Table.Th>
              {severalDataCentres && <Table.Td>{dataCentre}</Table.Td>}
              <Table.Td>{node.nodeSize}</Table.Td>
              <Table.Td>{node.status}</Table.Td>
              <Table.Td>{node.rack}</Table.Td>
              <Table.Td>{node.privateAddress}</Table.Td>
              <Table.Td>{node.publicAddress ?? 'None'}</Table.Td>
              <Table.Td>{node.nodeRoles.map(humanize).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
