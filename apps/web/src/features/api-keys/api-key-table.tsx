import type { ApiKey, ApiKeys, ApiKeyType } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { allowListSummary } from '../../shared/api-keys/allow-list-summary.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ApiKeyActions } from './api-key-actions.tsx';
import { ApiKeyValue } from './api-key-value.tsx';
import type { KeyActions } from './key-actions.ts';

type ApiKeyTableProps = { accountId: string; keys: ApiKeys; actions: KeyActions };

/** One key type the role may hold, with the stored key of that type (masked), if there is one. */
type KeyRow = { type: ApiKeys['allowedApiKeyTypes'][number]; apiKey: ApiKey | undefined; keyName: string };

/** Keys in clear right after Add or Rotate, by type; null once deleted. */
type FreshKeys = Partial<Record<ApiKeyType, string | null>>;

type KeyColumnsContext = {
  accountId: string;
  actions: KeyActions;
  freshKeys: FreshKeys;
  onFreshKey: (type: ApiKeyType, key: string | null) => void;
};

const keyColumns = ({ accountId, actions, freshKeys, onFreshKey }: KeyColumnsContext): readonly Column<KeyRow>[] => [
  { key: 'type', header: 'Type', cell: ({ type }) => type.displayName, rowHeader: true },
  {
    key: 'key',
    header: 'API key',
    cell: ({ type, apiKey, keyName }) =>
      apiKey === undefined ? (
        <Text size="sm" c="dimmed">
          No key
        </Text>
      ) : (
        <ApiKeyValue value={freshKeys[type.name] ?? apiKey.key} keyName={keyName} />
      ),
  },
  {
    key: 'allowed-from',
    header: 'Allowed from',
    cell: ({ apiKey }) => (apiKey === undefined ? null : allowListSummary(apiKey.cidrAllowList)),
  },
  {
    // A column of its own rather than row actions: each key's buttons depend on its state and
    // confirm in dialogs of their own (ApiKeyActions).
    key: 'actions',
    header: 'Actions',
    hidden: !actions.shown,
    cell: ({ type, apiKey, keyName }) => (
      <ApiKeyActions
        accountId={accountId}
        type={type.name}
        keyName={keyName}
        present={apiKey !== undefined}
        enabled={actions.enabled}
        onFreshKey={(key) => onFreshKey(type.name, key)}
      />
    ),
  },
];

/**
 * One row per key type the role may hold, in the server's order (SPEC §4 API key row: absent,
 * present, rotated, deleted). A key generated or rotated here is kept in clear in this table's
 * state only — never in the cache or storage — so it is masked once the user leaves the page.
 */
export function ApiKeyTable({ accountId, keys, actions }: ApiKeyTableProps) {
  const [freshKeys, setFreshKeys] = useState<FreshKeys>({});
  const rows: KeyRow[] = keys.allowedApiKeyTypes.map((type) => ({
    type,
    apiKey: keys.apiKeys.find((key) => key.apiKeyType === type.name),
    keyName: `${type.displayName} API key`,
  }));

  return (
    <DataTable
      caption="Your API keys on this account"
      captionVisible
      columns={keyColumns({
        accountId,
        actions,
        freshKeys,
        onFreshKey: (type, key) => setFreshKeys((fresh) => ({ ...fresh, [type]: key })),
      })}
      rows={rows}
      rowKey={({ type }) => type.name}
      empty="Your role on this account holds no API keys."
      minWidth={640}
    />
  );
}
