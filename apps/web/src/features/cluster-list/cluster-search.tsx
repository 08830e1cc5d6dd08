import { LIMITS } from '@datadeck/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

type ClusterSearchProps = { term: string; onSearch: (term: string) => void };

/**
 * Searches on Enter or with the button; the term itself lives in the URL (see the route). Not a
 * schema form: it saves nothing the server could refuse, it only navigates (the route's search
 * schema checks the term).
 */
export function ClusterSearch({ term, onSearch }: ClusterSearchProps) {
  const [value, setValue] = useState(term);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search clusters"
            type="search"
            name="search"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            maxLength={LIMITS.clusterSearchMaxLength}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
    </search>
  );
}
