import { operationLabel, type ClusterDetails } from '@datadeck/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';

/**
 * An update's operation while it runs (nodes coming up, nodes being resized): the step's words and
 * a bar of its nodes done. Nothing when no operation runs; the page re-reads the cluster meanwhile
 * (clusterQuery polls while an operation is under way).
 */
export function OperationProgress({ cluster }: { cluster: ClusterDetails }) {
  const { operation } = cluster;
  if (!operation) return null;
  const label = operationLabel(operation);
  const percent = operation.total > 0 ? Math.round((operation.done / operation.total) * 100) : 0;
  return (
    <Stack gap={6} maw={560}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" aria-label={`${cluster.name}: ${label}`} />
    </Stack>
  );
}
