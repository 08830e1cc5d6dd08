import { LANDING_MESSAGES } from '@datadeck/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { DocumentationLink } from './documentation-link.tsx';

type WelcomeCardsProps = { accountId: string; canCreateCluster: boolean };

/** An account without clusters (and no search): where to begin (SPEC §2). */
export function WelcomeCards({ accountId, canCreateCluster }: WelcomeCardsProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="welcome-title">
      <div>
        <Title order={2} id="welcome-title">
          {LANDING_MESSAGES.welcomeTitle}
        </Title>
        <Text>{LANDING_MESSAGES.welcomeSubtitle}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {canCreateCluster && (
          <WelcomeCard title="Create your first cluster" text="Pick an application, a cloud provider and a size.">
            <ButtonLink to="/accounts/$accountId/create-cluster" params={{ accountId }}>
              Create a cluster
            </ButtonLink>
          </WelcomeCard>
        )}
        <WelcomeCard title="Read the documentation" text="Learn how clusters, data centres and add-ons work.">
          <DocumentationLink variant="default">Open the documentation</DocumentationLink>
        </WelcomeCard>
        <WelcomeCard title="View pricing" text="Compare node sizes and what they cost.">
          <ButtonLink to="/accounts/$accountId/pricing" params={{ accountId }} variant="default">
            See pricing
          </ButtonLink>
        </WelcomeCard>
      </SimpleGrid>
    </Stack>
  );
}

function WelcomeCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start" h="100%">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
