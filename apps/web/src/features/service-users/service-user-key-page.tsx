import { API_KEY_TYPE_RULES } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { AllowListEditor } from '../../shared/api-keys/allow-list-editor.tsx';
import { useServiceUserKeyStore } from './api.ts';
import { keyActionsOf, useServiceUserPermissions } from './permissions.ts';
import { useServiceUser } from './use-service-user.ts';

const keyRoute = getRouteApi(
  '/console/accounts/$accountId/settings/service-users/$username/service-user-api-keys/$apiKeyType/manage-api-key',
);

/**
 * settings/service-users/{username}/service-user-api-keys/{apiKeyType}/manage-api-key (SPEC §2
 * "API key security (account or service user)"): the same allow-list editor as the user's own keys.
 */
export function ServiceUserKeyPage() {
  const { accountId, username, apiKeyType } = keyRoute.useParams();
  const user = useServiceUser(accountId, username);
  const store = useServiceUserKeyStore(accountId, username);
  const actions = keyActionsOf(useServiceUserPermissions());
  const apiKey = user.apiKeys.apiKeys.find((key) => key.apiKeyType === apiKeyType);
  // The route's not-found page, also when the key goes while the page is open.
  if (apiKey === undefined) throw notFound();

  return (
    <Stack gap="md">
      <Title order={2}>{`${API_KEY_TYPE_RULES[apiKeyType].displayName} API key security of ${user.displayName}`}</Title>
      <Text>Calls with this key are accepted only from the ranges below.</Text>
      {/* Keyed by key: another key's page starts from that key's stored list. */}
      <AllowListEditor key={`${accountId}/${username}/${apiKeyType}`} store={store} apiKey={apiKey} actions={actions} />
    </Stack>
  );
}
