import { API_KEY_TYPE_RULES, type ApiKeyType } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useParams } from '@tanstack/react-router';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { ImpersonationNotice } from './api-key-notices.tsx';
import { AllowListEditor } from '../../shared/api-keys/allow-list-editor.tsx';
import { useAccountKeyStore } from './api.ts';
import { useKeyActions } from './key-actions.ts';
import type { KeyListLink } from '../../shared/api-keys/key-list-link.ts';

type AllowListPageProps = { accountId: string; apiKeyType: ApiKeyType; back: KeyListLink };

/** A key the URL names that is not one of the user's: nothing to edit, and the way back. */
export function KeyNotFound({ back }: { back: KeyListLink }) {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>API key not found</Title>
      <Text>You have no API key of this type on this account.</Text>
      {accountId !== undefined && (
        <ButtonLink variant="default" to={back.to} params={{ accountId }}>
          {back.label}
        </ButtonLink>
      )}
    </Stack>
  );
}

/** API key security (SPEC §2): the allow-list of one of the user's keys, loaded by the route. */
export function AllowListPage({ accountId, apiKeyType, back }: AllowListPageProps) {
  const { apiKeys } = useSuspenseQuery(apiKeysQuery(accountId)).data;
  const actions = useKeyActions();
  const store = useAccountKeyStore(accountId, back);
  const apiKey = apiKeys.find((key) => key.apiKeyType === apiKeyType);
  // The route's not-found page, also when the key goes while the page is open.
  if (apiKey === undefined) throw notFound();

  return (
    <Stack gap="md">
      <Title order={2}>{`${API_KEY_TYPE_RULES[apiKeyType].displayName} API key security`}</Title>
      <Text>Calls with this key are accepted only from the ranges below.</Text>
      <ImpersonationNotice actions={actions} />
      {/* Keyed by key: another key's page starts from that key's stored list. */}
      <AllowListEditor key={`${accountId}/${apiKeyType}`} store={store} apiKey={apiKey} actions={actions} />
    </Stack>
  );
}
