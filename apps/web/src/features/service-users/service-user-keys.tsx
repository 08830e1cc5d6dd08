import type { ServiceUser } from '@datadeck/contracts';
import { KeyTable } from '../../shared/api-keys/key-table.tsx';
import { useServiceUserKeyStore } from './api.ts';
import { keyActionsOf, type ServiceUserPermissions } from './permissions.ts';

type ServiceUserKeysProps = { accountId: string; user: ServiceUser; may: ServiceUserPermissions };

/**
 * A service user's keys (SPEC §2 sub-table: Type, Username, API Key, Security): the same rows,
 * confirmations and show-once key as the API Keys tab, through the service user's endpoints.
 */
export function ServiceUserKeys({ accountId, user, may }: ServiceUserKeysProps) {
  const store = useServiceUserKeyStore(accountId, user.username);
  return (
    <KeyTable
      store={store}
      keys={user.apiKeys}
      actions={keyActionsOf(may)}
      deletable={may.deleteKey}
      text={{
        caption: `API keys of ${user.displayName}`,
        captionVisible: true,
        keyHeader: 'API Key',
        allowListHeader: 'Security',
        username: user.username,
        keyName: (displayName) => `${displayName} API key of ${user.username}`,
        empty: 'This profile holds no API keys.',
      }}
    />
  );
}
