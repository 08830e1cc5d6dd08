import { API_KEY_TYPE_RULES, apiKeyTypeSchema } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { ImpersonationNotice } from './api-key-notices.tsx';
import { AllowListEditor } from './allow-list-editor.tsx';
import { useKeyActions } from './key-actions.ts';
import type { KeyListLink } from './key-list-link.ts';

type AllowListPageProps = {
  accountId: string;
  /** The key type as written in the URL: anything may arrive there. */
  typeParam: string;
  back: KeyListLink;
};

/** A type the URL names that is not a key of the user's: nothing to edit, and the way back. */
function KeyNotFound({ accountId, back }: { accountId: string; back: KeyListLink }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>API key not found</Title>
      <Text>You have no API key of this type on this account.</Text>
      <ButtonLink variant="default" to={back.to} params={{ accountId }}>
        {back.label}
      </ButtonLink>
    </Stack>
  );
}

/** API key security (SPEC §2): the allow-list of one of the user's keys. */
export function AllowListPage({ accountId, typeParam, back }: AllowListPageProps) {
  const keys = useQuery(apiKeysQuery(accountId));
  const actions = useKeyActions();
  const type = apiKeyTypeSchema.safeParse(typeParam);

  if (!type.success) return <KeyNotFound accountId={accountId} back={back} />;
  if (keys.isPending) return <PageLoader label="Loading the API key" />;
  if (keys.isError) {
    return (
      <ErrorState title="The API key could not be loaded" error={keys.error} onRetry={() => void keys.refetch()} />
    );
  }
  const apiKey = keys.data.apiKeys.find((key) => key.apiKeyType === type.data);
  if (apiKey === undefined) return <KeyNotFound accountId={accountId} back={back} />;

  return (
    <Stack gap="md">
      <Title order={2}>{`${API_KEY_TYPE_RULES[type.data].displayName} API key security`}</Title>
      <Text>Calls with this key are accepted only from the ranges below.</Text>
      <ImpersonationNotice actions={actions} />
      {/* Keyed by key: another key's page starts from that key's stored list. */}
      <AllowListEditor
        key={`${accountId}/${type.data}`}
        accountId={accountId}
        apiKey={apiKey}
        actions={actions}
        back={back}
      />
    </Stack>
  );
}
