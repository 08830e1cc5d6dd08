import { Group } from '@mantine/core';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import type { CreateClusterAvailability } from './create-cluster-availability.ts';
import { DocumentationLink } from './documentation-link.tsx';

type LandingActionsProps = { accountId: string; creation: CreateClusterAvailability };

/** Create Cluster, View Pricing, Read Documentation (SPEC §2). */
export function LandingActions({ accountId, creation }: LandingActionsProps) {
  return (
    <Group gap="sm">
      {creation.allowed ? (
        <ButtonLink to="/accounts/$accountId/create-cluster" params={{ accountId }}>
          Create Cluster
        </ButtonLink>
      ) : (
        <RefusableButton refusal={creation.reason}>Create Cluster</RefusableButton>
      )}
      <ButtonLink to="/accounts/$accountId/pricing" params={{ accountId }} variant="default">
        View Pricing
      </ButtonLink>
      <DocumentationLink variant="default">Read Documentation</DocumentationLink>
    </Group>
  );
}
