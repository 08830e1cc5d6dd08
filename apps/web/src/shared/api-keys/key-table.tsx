import type { ApiKeyType } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import type { Column } from '../table/columns.ts';
import { DataTable } from '../table/data-table.tsx';
import { allowListSummary } from './allow-list-summary.ts';
import { ApiKeyActions } from './api-key-actions.tsx';
import { ApiKeyValue } from './api-key-value.tsx';
import type { KeyActions } from './key-permissions.ts';
import type { KeyStore, StoredKey } from './key-store.ts';

/** The key types a holder may have and the keys it has (masked), as both lists answer them. */
export type KeySet = {
  allowedApiKeyTypes: readonly { name: ApiKeyType; displayName: string }[];
  apiKeys: readonly StoredKey[];
};

/** How a tab names its table and columns: the API Keys tab and a service user's sub-table differ. */
export type KeyTableText = {
  caption: string;
  captionVisible?: boolean;
  keyHeader: string;
  allowListHeader: string;
  /** The holder's username, in a column of its own (a service user's sub-table, SPEC §2). */
  username?: string;
  /** The name of a key on its buttons, e.g. "Provisioning API key" or "Provisioning API key of ci-bot". */
  keyName: (displayName: string) => string;
  empty: string;
};

type KeyTableProps<Key extends StoredKey> = {
  store: KeyStore<Key>;
  keys: KeySet;
  actions: KeyActions;
  /** Delete has a permission of its own for service user keys. */
  deletable?: boolean;
  text: KeyTableText;
};

/** One key type the holder may have, with the stored key of that type (masked), if there is one. */
type KeyRow = { type: KeySet['allowedApiKeyTypes'][number]; apiKey: StoredKey | undefined; keyName: string };

/** Keys in clear right after Add or Rotate, by type; null once deleted. */
type FreshKeys = Partial<Record<ApiKeyType, string | null>>;

type KeyColumnsContext<Key extends StoredKey> = Omit<KeyTableProps<Key>, 'keys'> & {
  freshKeys: FreshKeys;
  onFreshKey: (type: ApiKeyType, key: string | null) => void;
};

const keyColumns = <Key extends StoredKey>({
  store,
  actions,
  deletable,
  text,
  freshKeys,
  onFreshKey,
}: KeyColumnsContext<Key>): readonly Column<KeyRow>[] => [
  { key: 'type', header: 'Type', cell: ({ type }) => type.displayName, rowHeader: true },
  { key: 'username', header: 'Username', cell: () => text.username, hidden: text.username === undefined },
  {
    key: 'key',
    header: text.keyHeader,
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
    header: text.allowListHeader,
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
        store={store}
        type={type.name}
        keyName={keyName}
        present={apiKey !== undefined}
        enabled={actions.enabled}
        deletable={deletable}
        onFreshKey={(key) => onFreshKey(type.name, key)}
      />
    ),
  },
];

/**
 * One row per key type the holder may have, in the server's order (SPEC §4 API key row: absent,
 * present, rotated, deleted). A key generated or rotated here is kept in clear in this table's
 * state only — never in the cache or storage — so it is masked once the user leaves the page.
 */
export function KeyTable<Key extends StoredKey>({ store, keys, actions, deletable, text }: KeyTableProps<Key>) {
  const [freshKeys, setFreshKeys] = useState<FreshKeys>({});
  const rows: KeyRow[] = keys.allowedApiKeyTypes.map((type) => ({
    type,
    apiKey: keys.apiKeys.find((key) => key.apiKeyType === type.name),
    keyName: text.keyName(type.displayName),
  }));

  return (
    <DataTable
      caption={text.caption}
      captionVisible={text.captionVisible}
      columns={keyColumns({
        store,
        actions,
        deletable,
        text,
        freshKeys,
        onFreshKey: (type, key) => setFreshKeys((fresh) => ({ ...fresh, [type]: key })),
      })}
      rows={rows}
      rowKey={({ type }) => type.name}
      empty={text.empty}
      minWidth={640}
    />
  );
}
