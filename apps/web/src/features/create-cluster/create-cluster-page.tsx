import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createInfoQuery, useOfferedVersions } from './api.ts';
import { CreateClusterWizard } from './create-cluster-wizard.tsx';

const createClusterRoute = getRouteApi('/console/accounts/$accountId/create-cluster');

/**
 * Route create-cluster (SPEC §2): the wizard, with the account's create-cluster facts and the
 * versions offered, which the route loaded.
 */
export function CreateClusterPage() {
  const { accountId } = createClusterRoute.useParams();
  const info = useSuspenseQuery(createInfoQuery(accountId)).data;
  const offered = useOfferedVersions();
  return (
    <Stack gap="lg">
      <Title order={1}>Create Cluster</Title>
      <CreateClusterWizard accountId={accountId} info={info} offered={offered} />
    </Stack>
  );
}
