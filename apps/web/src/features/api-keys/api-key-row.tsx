import type { ApiKey, ApiKeyType } from '@datadeck/contracts';
import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiKeyActions } from './api-key-actions.tsx';
import { ApiKeyValue } from './api-key-value.tsx';
import { allowListSummary } from '../../shared/api-keys/allow-list-summary.ts';
import type { KeyActions } from './key-actions.ts';

type ApiKeyRowProps = {
  accountId: string;
  type: { name: ApiKeyType; displayName: string };
  /** The stored key of this type (masked), if there is one. */
  apiKey: ApiKey | undefined;
  actions: KeyActions;
};

/**
 * One key type (SPEC §4 API key row: absent, present, rotated, deleted). A key generated or
 * rotated here is kept in clear in this row's state only — never in the cache or storage — so it
 * is masked once the user leaves the page.
 */
export function ApiKeyRow({ accountId, type, apiKey, actions }: ApiKeyRowProps) {
  const [freshKey, setFreshKey] = useState<string | null>(null);
  const keyName = `${type.displayName} API key`;
  return (
    <Table.Tr>
      <Table.Th scope="row">{type.displayName}</Table.Th>
      <Table.Td>
        {apiKey === undefined ? (
          <Text size="sm" c="dimmed">
            No key
          </Text>
        ) : (
          <ApiKeyValue value={freshKey ?? apiKey.key} keyName={keyName} />
        )}
      </Table.Td>
      <Table.Td>{apiKey === undefined ? null : allowListSummary(apiKey.cidrAllowList)}</Table.Td>
      {actions.shown && (
        <Table.Td>
          <ApiKeyActions
            accountId={accountId}
            type={type.name}
            keyName={keyName}
            present={apiKey !== undefined}
            enabled={actions.enabled}
            onFreshKey={setFreshKey}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
