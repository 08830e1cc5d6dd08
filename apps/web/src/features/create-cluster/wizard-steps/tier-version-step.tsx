import { APPLICATION_LABELS, latestVersion, SLA_TIER_LABELS, SLA_TIERS, type SlaTier } from '@datadeck/contracts';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../form-fields.tsx';
import { versionField, type WizardValues } from '../form-values.ts';
import { useOfferedVersions } from '../api.ts';

const TIER_DESCRIPTIONS: Readonly<Record<SlaTier, string>> = {
  PRODUCTION: 'Production node sizes, covered by the production SLA',
  NON_PRODUCTION: 'For development and testing; also offers the smaller development (DEV) node sizes',
};

function SlaTierChoice() {
  const { field, fieldState } = useController<WizardValues, 'slaTier'>({ name: 'slaTier' });
  const { value, onChange } = field;
  return (
    <Radio.Group
      label="SLA tier"
      value={value}
      onChange={(next) => onChange(next)}
      name="slaTier"
      error={fieldState.error?.message}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {SLA_TIERS.map((tier) => (
          <Radio.Card key={tier} value={tier} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={700}>{SLA_TIER_LABELS[tier]}</Text>
                <Text size="sm" c="dimmed">
                  {TIER_DESCRIPTIONS[tier]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** Step 2: the SLA tier (which node sizes are offered) and the application's version. */
export function TierVersionStep() {
  const { control } = useFormContext<WizardValues>();
  const application = useWatch({ control, name: 'application' });
  // The versions the server offers: with the local driver, only those it can run.
  const offered = useOfferedVersions();
  const latest = latestVersion(application);
  const versions = offered[application].toReversed().map((version) => ({
    value: version,
    label: version === latest ? `${version} (latest)` : version,
  }));
  return (
    <Stack gap="md">
      <SlaTierChoice />
      <SelectField
        // One select per application: each keeps its own version field.
        key={application}
        name={versionField(application)}
        label={`${APPLICATION_LABELS[application]} version`}
        data={versions}
      />
    </Stack>
  );
}
