import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { BasicAuthNote, ImpersonationNotice } from './api-key-notices.tsx';
import { KeyTable, type KeyTableText } from '../../shared/api-keys/key-table.tsx';
import { useAccountKeyStore } from './api.ts';
import { useKeyActions } from './key-actions.ts';

const ACCOUNT_KEYS_TEXT: KeyTableText = {
  caption: 'Your API keys on this account',
  captionVisible: true,
  keyHeader: 'API key',
  allowListHeader: 'Allowed from',
  keyName: (displayName) => `${displayName} API key`,
  empty: 'Your role on this account holds no API keys.',
};

const apiKeysRoute = getRouteApi('/console/accounts/$accountId/settings/api-keys');

/** settings/api-keys (SPEC §2): the user's own keys on the account, one row per key type. */
export function ApiKeysTab() {
  const { accountId } = apiKeysRoute.useParams();
  const keys = useSuspenseQuery(apiKeysQuery(accountId)).data;
  const actions = useKeyActions();
  const store = useAccountKeyStore(accountId);

  return (
    <Stack gap="md">
      <Title order={2}>API Keys</Title>
      <BasicAuthNote />
      <ImpersonationNotice actions={actions} />
      {/* Keyed by account: a key shown in clear on one account never shows on another. */}
      <KeyTable key={accountId} store={store} keys={keys} actions={actions} text={ACCOUNT_KEYS_TEXT} />
    </Stack>
  );
}
