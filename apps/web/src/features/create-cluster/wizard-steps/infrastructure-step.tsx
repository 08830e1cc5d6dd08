import { Stack, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { WizardValues } from '../form-values.ts';
import { LocationFields } from './location-fields.tsx';
import { CassandraNodeFields, KafkaNodeFields, OpensearchNodeFields } from './node-fields.tsx';

/** Step 3: cloud provider, region, node sizes and counts (one data centre). */
export function InfrastructureStep() {
  const { control } = useFormContext<WizardValues>();
  const application = useWatch({ control, name: 'application' });
  return (
    <Stack gap="md">
      <LocationFields />
      <Title order={3} size="h4">
        Nodes
      </Title>
      {application === 'APACHE_CASSANDRA' && <CassandraNodeFields />}
      {application === 'KAFKA' && <KafkaNodeFields />}
      {application === 'OPENSEARCH' && <OpensearchNodeFields />}
    </Stack>
  );
}
