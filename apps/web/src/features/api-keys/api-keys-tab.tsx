import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { BasicAuthNote, ImpersonationNotice } from './api-key-notices.tsx';
import { ApiKeyTable } from './api-key-table.tsx';
import { useKeyActions } from './key-actions.ts';

const apiKeysRoute = getRouteApi('/console/accounts/$accountId/settings/api-keys');

/** settings/api-keys (SPEC §2): the user's own keys on the account, one row per key type. */
export function ApiKeysTab() {
  const { accountId } = apiKeysRoute.useParams();
  const keys = useSuspenseQuery(apiKeysQuery(accountId)).data;
  const actions = useKeyActions();

  return (
    <Stack gap="md">
      <Title order={2}>API Keys</Title>
      <BasicAuthNote />
      <ImpersonationNotice actions={actions} />
      {/* Keyed by account: a key shown in clear on one account never shows on another. */}
      <ApiKeyTable key={accountId} accountId={accountId} keys={keys} actions={actions} />
    </Stack>
  );
}
