import { Button, Group, Paper, Text } from '@mantine/core';
import { countOf } from '../../shared/format/format.ts';

type SearchResultsBannerProps = { search: string; total: number; totalIsLowerBound: boolean; onClear: () => void };

/** A total the server counted only up to its bound reads "1,000+ results". */
const resultCount = (total: number, lowerBound: boolean) =>
  lowerBound ? `${total.toLocaleString('en-US')}+ results` : countOf(total, 'result');

export function SearchResultsBanner({ search, total, totalIsLowerBound, onClear }: SearchResultsBannerProps) {
  return (
    <Paper withBorder px="md" py="xs">
      <Group justify="space-between" gap="sm">
        <Text component="output">
          Showing {resultCount(total, totalIsLowerBound)} for &quot;{search}&quot;
        </Text>
        <Button variant="default" size="xs" onClick={onClear}>
          Clear search
        </Button>
      </Group>
    </Paper>
  );
}
