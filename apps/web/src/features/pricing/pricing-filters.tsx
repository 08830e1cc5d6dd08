import {
  APPLICATION_LABELS,
  APPLICATIONS,
  CLOUD_PROVIDER_LABELS,
  CLOUD_PROVIDERS,
  SLA_TIER_LABELS,
  SLA_TIERS,
  type Application,
  type CloudProvider,
  type SlaTier,
} from '@datadeck/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';

/** The filters the pricing page narrows node sizes by. */
export interface PricingFilterValues {
  application: Application;
  cloudProvider: CloudProvider;
  /** Undefined: every region. */
  region: string | undefined;
  /** Undefined: sizes of both tiers. */
  slaTier: SlaTier | undefined;
  /** Part of a size's name, matched on the page. */
  name: string;
}

type PricingFiltersProps = {
  values: PricingFilterValues;
  /** The regions the chosen provider offers for the application. */
  regions: readonly string[];
  onChange: (change: Partial<PricingFilterValues>) => void;
};

/** Select needs a string for "no filter"; these never collide with enum values or region codes. */
const ALL_REGIONS = '*';
const ANY_TIER = '*';

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function PricingFilters({ values, regions, onChange }: PricingFiltersProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label="Application"
        data={options(APPLICATIONS, APPLICATION_LABELS)}
        value={values.application}
        allowDeselect={false}
        onChange={(value) => {
          if (oneOf(APPLICATIONS, value)) onChange({ application: value, region: undefined });
        }}
      />
      <Select
        label="Cloud provider"
        data={options(CLOUD_PROVIDERS, CLOUD_PROVIDER_LABELS)}
        value={values.cloudProvider}
        allowDeselect={false}
        onChange={(value) => {
          // Regions belong to a provider, so the region filter starts over.
          if (oneOf(CLOUD_PROVIDERS, value)) onChange({ cloudProvider: value, region: undefined });
        }}
      />
      <Select
        label="Region"
        data={[{ value: ALL_REGIONS, label: 'All regions' }, ...regions.map((r) => ({ value: r, label: r }))]}
        value={values.region ?? ALL_REGIONS}
        searchable
        allowDeselect={false}
        onChange={(value) => onChange({ region: value === null || value === ALL_REGIONS ? undefined : value })}
      />
      <Select
        label="SLA tier"
        data={[{ value: ANY_TIER, label: 'Any tier' }, ...options(SLA_TIERS, SLA_TIER_LABELS)]}
        value={values.slaTier ?? ANY_TIER}
        allowDeselect={false}
        onChange={(value) => onChange({ slaTier: oneOf(SLA_TIERS, value) ? value : undefined })}
      />
      <TextInput
        label="Node size name"
        placeholder="e.g. r7g or DEV"
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
    </Group>
  );
}
