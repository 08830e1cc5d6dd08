import { MESSAGES } from '@datadeck/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCan } from '../../shared/auth/use-can.ts';
import { PageLoader } from '../../shared/ui/page-states.tsx';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { ziaGatewaysQuery } from './api.ts';
import { CreateGatewayForm } from './create-gateway-form.tsx';
import { GatewayTable } from './gateway-table.tsx';

const ziaGatewayRoute = getRouteApi('/console/accounts/$accountId/cluster-resources/zia-gateway');

/**
 * cluster-resources/zia-gateway (SPEC §2): the account's zero-inbound-access gateways. Every role
 * sees them; creating needs CREATE_CLUSTER (else the reason shows instead of the form),
 * terminating DELETE_CLUSTER.
 */
export function ZiaGatewaysTab() {
  const { accountId } = ziaGatewayRoute.useParams();
  const mayCreate = useCan('CREATE_CLUSTER');
  const mayDelete = useCan('DELETE_CLUSTER');
  return (
    <Stack gap="lg">
      <Title order={2}>ZIA Gateway</Title>
      {mayCreate ? (
        <CreateGatewayForm accountId={accountId} />
      ) : (
        <Alert color="gray" title="Create Gateway">
          {MESSAGES.ziaGateways.createNotPermitted}
        </Alert>
      )}
      <QueryBoundary pending={<PageLoader label="Loading the gateways" />} resetKey={accountId}>
        <Gateways accountId={accountId} mayDelete={mayDelete} />
      </QueryBoundary>
    </Stack>
  );
}

function Gateways({ accountId, mayDelete }: { accountId: string; mayDelete: boolean }) {
  const { gateways } = useSuspenseQuery(ziaGatewaysQuery(accountId)).data;
  return <GatewayTable accountId={accountId} gateways={gateways} mayDelete={mayDelete} />;
}
