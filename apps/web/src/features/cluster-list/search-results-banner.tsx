import { Button, Group, Paper, Text } from '@mantine/core';
import { countOf } from '../../shared/format/format.ts';

type SearchResultsBannerProps = { search: string; total: number; onClear: () => void };

export function SearchResultsBanner({ search, total, onClear }: SearchResultsBannerProps) {
  return (
    <Paper withBorder px="md" py="xs">
      <Group justify="space-between" gap="sm">
        <Text component="output">
          Showing {countOf(total, 'result')} for &quot;{search}&quot;
        </Text>
        <Button variant="default" size="xs" onClick={onClear}>
          Clear search
        </Button>
      </Group>
    </Paper>
  );
}
