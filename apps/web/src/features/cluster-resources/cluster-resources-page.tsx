import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../../shared/account/account-query.ts';
import { useImpersonating } from '../../shared/auth/use-can.ts';
import { MaintenanceNotice } from '../../shared/ui/maintenance-notice.tsx';
import { RouteTabs } from '../../shared/ui/route-tabs.tsx';
import { CLUSTER_RESOURCE_TABS, clusterResourceTabPath, visibleClusterResourceTabs } from './cluster-resources-tabs.ts';

const clusterResourcesRoute = getRouteApi('/console/accounts/$accountId/cluster-resources');

/** cluster-resources (SPEC §2): what clusters are made with, one tab per kind the caller may see. */
export function ClusterResourcesPage() {
  const { accountId } = clusterResourcesRoute.useParams();
  const account = useAccount(accountId);
  const tabs = visibleClusterResourceTabs(account, useImpersonating()).map((tab) => ({
    value: tab,
    label: CLUSTER_RESOURCE_TABS[tab].label,
    to: clusterResourceTabPath(tab),
  }));
  return (
    <Stack gap="lg">
      <Title order={1}>Cluster Resources</Title>
      <MaintenanceNotice />
      <RouteTabs tabs={tabs} params={{ accountId }} label="Cluster resources sections" />
    </Stack>
  );
}
