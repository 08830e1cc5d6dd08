import { ACTIONS_MESSAGES, CLOUD_PROVIDER_LABELS, CLOUD_PROVIDERS } from '@datadeck/contracts';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { regionsQuery } from '../api.ts';
import { SelectField } from '../form-fields.tsx';
import { dataCentreName, defaultRegion, type WizardValues } from '../form-values.ts';

const PROVIDER_OPTIONS = CLOUD_PROVIDERS.map((provider) => ({
  value: provider,
  label: CLOUD_PROVIDER_LABELS[provider],
}));

/**
 * Keeps the data centre's proposed name (AWS_VPC_US_EAST_1) in step with the provider and
 * region, until the user names it otherwise.
 */
function useProposedDataCentreName() {
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const [cloudProvider, region] = useWatch({ control, name: ['dataCentres.0.cloudProvider', 'dataCentres.0.region'] });
  const previous = useRef({ cloudProvider, region });
  useEffect(() => {
    const before = previous.current;
    previous.current = { cloudProvider, region };
    if (before.cloudProvider === cloudProvider && before.region === region) return;
    if (getValues('dataCentres.0.name') === dataCentreName(before.cloudProvider, before.region)) {
      setValue('dataCentres.0.name', dataCentreName(cloudProvider, region));
    }
  }, [cloudProvider, region, getValues, setValue]);
}

function RegionSelect() {
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const [application, cloudProvider] = useWatch({ control, name: ['application', 'dataCentres.0.cloudProvider'] });
  const regions = useQuery(regionsQuery(application, cloudProvider));
  const list = regions.data?.regions;

  // Another provider or application: propose one of its regions.
  useEffect(() => {
    if (list && !list.includes(getValues('dataCentres.0.region')))
      setValue('dataCentres.0.region', defaultRegion(list));
  }, [list, getValues, setValue]);

  return (
    <div>
      <SelectField
        name="dataCentres.0.region"
        label="Region"
        required
        searchable
        disabled={!regions.isSuccess || list?.length === 0}
        placeholder={
          regions.isPending
            ? 'Loading regions…'
            : list?.length === 0
              ? 'No regions offer this application here'
              : 'Choose a region'
        }
        data={(list ?? []).map((region) => ({ value: region, label: region }))}
      />
      {list?.length === 0 && (
        <Text size="sm" mt={4}>
          No regions of this provider offer this application. Choose another provider.
        </Text>
      )}
      {regions.isError && (
        <Group gap="xs" mt={4} role="alert">
          <Text size="sm" c="red">
            The regions could not be loaded.
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void regions.refetch()}>
            {ACTIONS_MESSAGES.tryAgain}
          </Button>
        </Group>
      )}
    </div>
  );
}

/** Where the data centre runs: cloud provider, region and the data centre's name. */
export function LocationFields() {
  const { register, formState } = useFormContext<WizardValues>();
  useProposedDataCentreName();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SelectField name="dataCentres.0.cloudProvider" label="Cloud provider" required data={PROVIDER_OPTIONS} />
      <RegionSelect />
      <TextInput
        label="Data centre name"
        required
        autoComplete="off"
        error={formState.errors.dataCentres?.[0]?.name?.message}
        {...register('dataCentres.0.name')}
      />
    </SimpleGrid>
  );
}
