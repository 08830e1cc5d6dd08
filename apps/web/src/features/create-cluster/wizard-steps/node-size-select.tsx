import { ACTIONS_MESSAGES, type NodeRole, type NodeSize, nodeSizeAllowedForTier } from '@datadeck/contracts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useController, useFormContext, useWatch, type FieldPathByValue } from 'react-hook-form';
import { nodeSizesQuery } from '../api.ts';
import { formatUsd } from '../estimate.ts';
import type { WizardValues } from '../form-values.ts';

/** "2 vCPU, 16 GiB memory, 120 GB disk, $152.40/month". */
export function nodeSizeFacts(size: NodeSize): string {
  return `${size.vcpus} vCPU, ${size.memoryGiB} GiB memory, ${size.diskGB} GB disk, ${formatUsd(size.monthlyPriceUsd)}/month`;
}

/** The catalogue's sizes of a role where the data centre is, for the SLA tier, cheapest first. */
export function useOfferedNodeSizes(role: NodeRole) {
  const { control } = useFormContext<WizardValues>();
  const [application, slaTier, cloudProvider, region] = useWatch({
    control,
    name: ['application', 'slaTier', 'dataCentres.0.cloudProvider', 'dataCentres.0.region'],
  });
  const query = useQuery({
    ...nodeSizesQuery({ application, cloudProvider, region, role, slaTier }),
    enabled: region !== '',
  });
  const sizes = useMemo(
    () =>
      (query.data?.nodeSizes ?? [])
        // The server leaves DEV sizes out for PRODUCTION; checked here too, as the schema rejects them.
        .filter((size) => nodeSizeAllowedForTier(size.name, slaTier))
        .toSorted((a, b) => a.monthlyPriceUsd - b.monthlyPriceUsd || a.name.localeCompare(b.name)),
    [query.data, slaTier],
  );
  return { query, sizes, regionChosen: region !== '' };
}

type NodeSizeSelectProps = {
  name: FieldPathByValue<WizardValues, string>;
  nodeRole: NodeRole;
  label: string;
  description?: string;
};

/** A node size of the catalogue, each option with its vCPUs, memory, disk and monthly price. */
export function NodeSizeSelect({ name, nodeRole, label, description }: NodeSizeSelectProps) {
  const { field, fieldState } = useController<WizardValues, typeof name>({ name });
  const { query, sizes, regionChosen } = useOfferedNodeSizes(nodeRole);
  const { ref, onChange, onBlur } = field;
  const value = typeof field.value === 'string' ? field.value : '';

  // A size the new provider, region or tier does not offer is no longer a choice.
  useEffect(() => {
    if (query.isSuccess && value !== '' && !sizes.some((size) => size.name === value)) onChange('');
  }, [query.isSuccess, sizes, value, onChange]);

  const chosen = sizes.find((size) => size.name === value);
  const placeholder = !regionChosen
    ? 'Choose a region first'
    : query.isPending
      ? 'Loading node sizes…'
      : sizes.length === 0
        ? 'No node sizes offered here'
        : 'Choose a node size';

  return (
    <Stack gap={4}>
      <Select
        ref={ref}
        name={name}
        label={label}
        description={chosen ? nodeSizeFacts(chosen) : description}
        placeholder={placeholder}
        required
        searchable
        disabled={!query.isSuccess || sizes.length === 0}
        data={sizes.map((size) => ({ value: size.name, label: `${size.name} (${nodeSizeFacts(size)})` }))}
        value={chosen ? chosen.name : null}
        allowDeselect={false}
        nothingFoundMessage="No node size matches"
        maxDropdownHeight={320}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        error={fieldState.error?.message}
      />
      {query.isSuccess && sizes.length === 0 && (
        <Text size="sm">
          No node sizes of this kind are offered in this region for this SLA tier. Choose another region.
        </Text>
      )}
      {query.isError && (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            The node sizes could not be loaded.
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
            {ACTIONS_MESSAGES.tryAgain}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
