import { SSO_MESSAGES } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { BackToList } from './back-to-list.tsx';

/** An id of no provider of this account (or not an id at all): the list is one link away. */
export function IdentityProviderNotFound() {
  // Not the route's own params: they failed to parse when the id is not one.
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={3}>Identity provider not found</Title>
      <Text>{SSO_MESSAGES.providerNotFound}</Text>
      {accountId !== undefined && <BackToList accountId={accountId} />}
    </Stack>
  );
}
