import { Group, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../shared/auth/use-can.ts';
import { ActiveProvider } from './active-provider.tsx';
import { identityProviderQuery, useGenerateScimToken } from './api.ts';
import { BackToList } from './back-to-list.tsx';
import { IntegrationChecklist } from './integration-checklist.tsx';
import { ProviderStatus } from './provider-status.tsx';

const providerRoute = getRouteApi('/console/accounts/$accountId/settings/identity-providers/$idpId');

/**
 * settings/identity-providers/{idpId} (SPEC §2 View page): an Active provider's SAML info, or the
 * checklist while it is inactive. Its loading, failure and "not found" are the route's.
 */
export function IdentityProviderPage() {
  const { accountId, idpId } = providerRoute.useParams();
  const provider = useSuspenseQuery(identityProviderQuery(accountId, idpId)).data;
  const mayEdit = useCan('EDIT_IDENTITY_PROVIDERS');
  // Here rather than in the SCIM section: a fresh token stays on the page while the steps change.
  const generation = useGenerateScimToken(accountId, idpId);

  return (
    <Stack gap="lg">
      <BackToList accountId={accountId} />
      <Group gap="sm">
        <Title order={3}>{provider.displayName}</Title>
        <ProviderStatus enabled={provider.enabled} />
      </Group>
      {provider.enabled ? (
        <ActiveProvider provider={provider} mayEdit={mayEdit} generation={generation} />
      ) : (
        <IntegrationChecklist accountId={accountId} provider={provider} mayEdit={mayEdit} generation={generation} />
      )}
    </Stack>
  );
}
