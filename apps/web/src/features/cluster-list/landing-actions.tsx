import { Button, Group } from '@mantine/core';
import { LazyTooltip } from '../../shared/ui/lazy-tooltip.tsx';
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
        <LazyTooltip label={creation.reason} events={{ hover: true, focus: true, touch: true }} multiline w={260}>
          {/* Looks disabled but stays focusable, so keyboard users can read why. */}
          <Button data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
            Create Cluster
          </Button>
        </LazyTooltip>
      )}
      <ButtonLink to="/accounts/$accountId/pricing" params={{ accountId }} variant="default">
        View Pricing
      </ButtonLink>
      <DocumentationLink variant="default">Read Documentation</DocumentationLink>
    </Group>
  );
}
