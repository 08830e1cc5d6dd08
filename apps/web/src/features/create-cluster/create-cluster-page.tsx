import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { createInfoQuery } from './api.ts';
import { CreateClusterWizard } from './create-cluster-wizard.tsx';

const createClusterRoute = getRouteApi('/console/accounts/$accountId/create-cluster');

/** Route create-cluster (SPEC §2): the wizard, once the account's create-cluster facts are in. */
export function CreateClusterPage() {
  const { accountId } = createClusterRoute.useParams();
  const info = useQuery(createInfoQuery(accountId));
  return (
    <Stack gap="lg">
      <Title order={1}>Create Cluster</Title>
      {info.isPending ? (
        <PageLoader label="Loading" />
      ) : info.isError ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <CreateClusterWizard accountId={accountId} info={info.data} />
      )}
    </Stack>
  );
}
