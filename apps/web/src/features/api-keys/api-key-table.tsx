import type { ApiKeys } from '@datadeck/contracts';
import { Table, Text } from '@mantine/core';
import { ApiKeyRow } from './api-key-row.tsx';
import type { KeyActions } from './key-actions.ts';

type ApiKeyTableProps = { accountId: string; keys: ApiKeys; actions: KeyActions };

/** One row per key type the role may hold, in the server's order. */
export function ApiKeyTable({ accountId, keys, actions }: ApiKeyTableProps) {
  if (keys.allowedApiKeyTypes.length === 0) return <Text>Your role on this account holds no API keys.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Caption>Your API keys on this account</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">API key</Table.Th>
            <Table.Th scope="col">Allowed from</Table.Th>
            {actions.shown && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.allowedApiKeyTypes.map((type) => (
            <ApiKeyRow
              key={type.name}
              accountId={accountId}
              type={type}
              apiKey={keys.apiKeys.find((key) => key.apiKeyType === type.name)}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
