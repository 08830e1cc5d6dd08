import type { ClusterDetails } from '@datadeck/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';

type ProvisioningProgressProps = {
  name: string;
  details: NonNullable<ClusterDetails['provisioningDetails']>;
};

/** How far provisioning has come and what it is doing now; the page re-reads it while it runs. */
export function ProvisioningProgress({ name, details }: ProvisioningProgressProps) {
  const percent = Math.round(details.progress * 100);
  return (
    <Stack gap={6} maw={560}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{details.message}</Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" aria-label={`${name} provisioning progress`} />
    </Stack>
  );
}
