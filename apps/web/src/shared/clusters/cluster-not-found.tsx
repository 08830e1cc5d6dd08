import { Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { PageMessage } from '../ui/page-states.tsx';
import { AnchorLink } from '../ui/router-links.tsx';

/** A cluster that is not in this account (or gone, or not a cluster id at all), and the way back. */
export function ClusterNotFound() {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  return (
    <PageMessage title="Cluster not found">
      <Text>This cluster does not exist in this account.</Text>
      {accountId !== undefined && (
        <AnchorLink to="/accounts/$accountId" params={{ accountId }}>
          Back to the clusters
        </AnchorLink>
      )}
    </PageMessage>
  );
}
