import { Group, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { organisationQuery } from './api.ts';
import { LinkAccountForm } from './link-account-form.tsx';
import { LinkedAccountsTable } from './linked-accounts-table.tsx';

const linkedAccountsRoute = getRouteApi('/console/organizations/$organisationId');

/** /organizations/{organizationId} (SPEC §2 Organization Linked Accounts Page), for its owners. */
export function OrganizationLinkedAccountsPage() {
  const { organisationId } = linkedAccountsRoute.useParams();
  const organisation = useSuspenseQuery(organisationQuery(organisationId)).data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{organisation.name}</Title>
        <Title order={2} size="h4">
          Organization Linked Accounts
        </Title>
      </Stack>
      <LinkedAccountsTable organisation={organisation} />
      <LinkAccountForm organisation={organisation} />
      <Group>
        <AnchorLink to="/organizations/$organisationId/details" params={{ organisationId }}>
          Organization Details
        </AnchorLink>
      </Group>
    </Stack>
  );
}
