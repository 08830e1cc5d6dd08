import { Badge, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';

/** The cluster's tags as key: value chips (a tag without a value shows its key alone). */
export function ClusterTags({ tags }: { tags: Readonly<Record<string, string>> }) {
  const entries = Object.entries(tags);
  if (entries.length === 0) return <Text>This cluster has no tags.</Text>;
  return (
    <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Tags">
      {entries.map(([key, value]) => (
        <li key={key}>
          <Badge variant="default" tt="none" fw={500}>
            {value === '' ? key : `${key}: ${value}`}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
