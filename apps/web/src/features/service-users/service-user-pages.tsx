import { SERVICE_USERS_MESSAGES } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { SERVICE_USERS_LINK } from '../../shared/api-keys/key-list-link.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';

/*
 * The pages under settings/service-users, one module for the route table's lazy imports (each
 * page lives in its own file).
 */
export { AddServiceUserPage } from './add-service-user-page.tsx';
export { ServiceUserAdministratorsPage } from './administrators-page.tsx';
export { EditServiceUserPage } from './edit-service-user-page.tsx';
export { ServiceUserKeyPage } from './service-user-key-page.tsx';

/** A username (or key) the URL names that the account has no active service user (or key) of. */
export function ServiceUserNotFound() {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>Service user not found</Title>
      <Text>{SERVICE_USERS_MESSAGES.notFound}</Text>
      {accountId !== undefined && (
        <ButtonLink variant="default" to={SERVICE_USERS_LINK.to} params={{ accountId }}>
          {SERVICE_USERS_LINK.label}
        </ButtonLink>
      )}
    </Stack>
  );
}
