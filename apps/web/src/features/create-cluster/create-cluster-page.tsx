import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createInfoQuery } from './api.ts';
import { CreateClusterWizard } from './create-cluster-wizard.tsx';

const createClusterRoute = getRouteApi('/console/accounts/$accountId/create-cluster');

/** Route create-cluster (SPEC §2): the wizard, with the account's create-cluster facts the route loaded. */
export function CreateClusterPage() {
  const { accountId } = createClusterRoute.useParams();
  const info = useSuspenseQuery(createInfoQuery(accountId)).data;
  return (
    <Stack gap="lg">
      <Title order={1}>Create Cluster</Title>
      <CreateClusterWizard accountId={accountId} info={info} />
    </Stack>
  );
}
