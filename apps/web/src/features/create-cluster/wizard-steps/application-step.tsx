import {
  APPLICATION_LABELS,
  APPLICATIONS,
  bundleLogoSrc,
  BUNDLE_LABELS,
  OPENSEARCH_PLUGINS,
  type Application,
} from '@datadeck/contracts';
import { Checkbox, Fieldset, Group, Image, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../form-fields.tsx';
import type { WizardValues } from '../form-values.ts';
import { useOfferedVersions } from '../api.ts';
import { PASSWORD_AUTH_LABEL, PLUGIN_LABELS } from '../labels.ts';

const APPLICATION_DESCRIPTIONS: Readonly<Record<Application, string>> = {
  APACHE_CASSANDRA: 'Distributed wide-column database',
  KAFKA: 'Event streaming platform',
  OPENSEARCH: 'Search and analytics engine',
};

/** An application the console creates no clusters of (its driver runs none of its versions). */
const NOT_OFFERED = 'Not available on this console';

function ApplicationChoice() {
  const { field } = useController<WizardValues, 'application'>({ name: 'application' });
  const offered = useOfferedVersions();
  const { value, onChange } = field;
  const choose = (next: string) => {
    const application = APPLICATIONS.find((a) => a === next);
    if (application) onChange(application);
  };
  return (
    <Radio.Group label="Application" value={value} onChange={choose} name="application">
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {APPLICATIONS.map((application) => (
          <Radio.Card
            key={application}
            value={application}
            p="md"
            radius="md"
            disabled={offered[application].length === 0}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Image src={bundleLogoSrc(application)} alt="" w={32} h={32} />
              <div>
                <Text fw={700}>{APPLICATION_LABELS[application]}</Text>
                <Text size="sm" c="dimmed">
                  {offered[application].length === 0 ? NOT_OFFERED : APPLICATION_DESCRIPTIONS[application]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

type ArrayAddon = 'karapaceSchemaRegistry' | 'karapaceRestProxy' | 'opensearchDashboards';

/** An add-on the body lists as an array: one entry when on, none when off. */
function ArrayAddonField({
  name,
  label,
  entry,
}: {
  name: ArrayAddon;
  label: string;
  entry: () => WizardValues[ArrayAddon][number];
}) {
  const { field, fieldState } = useController<WizardValues, typeof name>({ name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Checkbox
      ref={ref}
      name={name}
      label={label}
      checked={value.length > 0}
      onChange={(event) => onChange(event.currentTarget.checked ? [entry()] : [])}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

function Addons({
  application,
  pciOn,
  restProxyOn,
}: {
  application: Application;
  pciOn: boolean;
  restProxyOn: boolean;
}) {
  switch (application) {
    case 'APACHE_CASSANDRA':
      return (
        <>
          <CheckboxField
            name="luceneEnabled"
            label={BUNDLE_LABELS.CASSANDRA_LUCENE}
            description="Full-text search on Cassandra tables"
          />
          <CheckboxField
            name="passwordAndUserAuth"
            label={PASSWORD_AUTH_LABEL}
            description={pciOn ? 'Required by PCI compliance mode' : undefined}
            disabled={pciOn}
          />
        </>
      );
    case 'KAFKA':
      return (
        <>
          <ArrayAddonField
            name="karapaceSchemaRegistry"
            label={BUNDLE_LABELS.KARAPACE_SCHEMA_REGISTRY}
            entry={() => ({})}
          />
          <ArrayAddonField
            name="karapaceRestProxy"
            label={BUNDLE_LABELS.KARAPACE_REST_PROXY}
            entry={() => ({ integrateRestProxyWithSchemaRegistry: false })}
          />
          {restProxyOn && (
            <CheckboxField
              name="karapaceRestProxy.0.integrateRestProxyWithSchemaRegistry"
              label="Integrate the REST Proxy with the Karapace Schema Registry"
              description="Uses the Karapace Schema Registry add-on for the schemas of its messages"
            />
          )}
        </>
      );
    case 'OPENSEARCH':
      return (
        <>
          <ArrayAddonField
            name="opensearchDashboards"
            label={BUNDLE_LABELS.OPENSEARCH_DASHBOARDS}
            entry={() => ({ nodeSize: '', oidcProvider: null })}
          />
          <Fieldset legend="Plugins" variant="unstyled" mt="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
              {OPENSEARCH_PLUGINS.map((plugin) => (
                <CheckboxField key={plugin} name={plugin} label={PLUGIN_LABELS[plugin]} />
              ))}
            </SimpleGrid>
          </Fieldset>
        </>
      );
  }
}

/** Step 1: the cluster's name, its application and the application's add-ons. */
export function ApplicationStep() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const [application, pciOn, restProxy] = useWatch({
    control,
    name: ['application', 'pciComplianceMode', 'karapaceRestProxy'],
  });
  return (
    <Stack gap="md">
      <TextInput
        label="Cluster name"
        description='3 to 48 letters, digits, "_" or "-"'
        required
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <ApplicationChoice />
      <Title order={3} size="h4">
        Add-ons
      </Title>
      <Addons application={application} pciOn={pciOn} restProxyOn={restProxy.length > 0} />
    </Stack>
  );
}
