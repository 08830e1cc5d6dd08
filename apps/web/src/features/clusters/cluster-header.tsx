import type { ClusterDetails } from '@datadeck/contracts';
import { Group, Title } from '@mantine/core';
import { BundleLogo } from '../../shared/ui/bundle-logo.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { DeleteClusterButton } from './delete-cluster-button.tsx';

type ClusterHeaderProps = { accountId: string; cluster: ClusterDetails };

/** Logo, name and status, with what can be done from here: monitoring (once running) and deletion. */
export function ClusterHeader({ accountId, cluster }: ClusterHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Group gap="md" wrap="nowrap" miw={0}>
        <BundleLogo bundleType={cluster.mainApplication.bundleType} size={40} />
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {cluster.name}
        </Title>
        <StatusBadge cluster={cluster} />
      </Group>
      <Group gap="sm" align="flex-start">
        {cluster.status === 'RUNNING' && (
          <ButtonLink
            to="/accounts/$accountId/clusters/$clusterId/monitoring"
            params={{ accountId, clusterId: cluster.id }}
            search={{ range: '1h' }}
            variant="default"
          >
            Monitoring
          </ButtonLink>
        )}
        <DeleteClusterButton accountId={accountId} cluster={cluster} />
      </Group>
    </Group>
  );
}
