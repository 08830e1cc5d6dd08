import { LIMITS, REPLICATION_FACTORS } from '@datadeck/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, NumberChoiceField, NumberField } from '../form-fields.tsx';
import type { WizardValues } from '../form-values.ts';
import { OidcProviderSelect } from './oidc-provider-select.tsx';
import { NodeSizeSelect } from './node-size-select.tsx';

const maxNodes = LIMITS.maxNodesPerDataCentre;
/** OpenSearch's choice of racks, LIMITS.minRacks to LIMITS.maxRacks. */
const RACK_CHOICES = Array.from({ length: LIMITS.maxRacks - LIMITS.minRacks + 1 }, (_, i) => LIMITS.minRacks + i);

export function CassandraNodeFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NodeSizeSelect name="dataCentres.0.nodeSize" nodeRole="CASSANDRA" label="Node size" />
      <NumberField name="dataCentres.0.numberOfNodes" label="Number of nodes" required min={1} max={maxNodes} />
      <NumberChoiceField
        name="dataCentres.0.replicationFactor"
        label="Replication factor"
        required
        choices={REPLICATION_FACTORS.APACHE_CASSANDRA}
      />
    </SimpleGrid>
  );
}

export function KafkaNodeFields() {
  const { control } = useFormContext<WizardValues>();
  const factor = useWatch({ control, name: 'defaultReplicationFactor' });
  // While the factor's box is empty (NaN) there is no number to name yet.
  const racks = Number.isInteger(factor) && factor > 0 ? `${factor}, the racks` : 'the racks';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NodeSizeSelect name="dataCentres.0.nodeSize" nodeRole="KAFKA_BROKER" label="Broker node size" />
        <NumberField
          name="dataCentres.0.numberOfNodes"
          label="Number of brokers"
          description={`A multiple of ${racks}; the first three also act as KRaft controllers`}
          required
          min={1}
          max={maxNodes}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          name="defaultReplicationFactor"
          label="Default replication factor of new topics"
          description="Also the number of racks the brokers are spread over"
          required
          min={1}
          max={LIMITS.maxRacks}
        />
        <NumberField
          name="defaultNumberOfPartitions"
          label="Default number of partitions of new topics"
          required
          min={1}
          max={1000}
        />
      </SimpleGrid>
      <CheckboxField name="autoCreateTopics" label="Create topics automatically when first used" />
      <CheckboxField name="allowDeleteTopics" label="Allow topics to be deleted" />
    </Stack>
  );
}

export function OpensearchNodeFields() {
  const { control } = useFormContext<WizardValues>();
  const [dashboards, dedicated, racks] = useWatch({
    control,
    name: ['opensearchDashboards', 'clusterManagerNodes.0.dedicatedManager', 'dataCentres.0.numberOfRacks'],
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NodeSizeSelect name="dataNodes.0.nodeSize" nodeRole="OPENSEARCH_DATA" label="Data node size" />
        <NumberChoiceField
          name="dataCentres.0.numberOfRacks"
          label="Number of racks"
          description="Availability zones the data nodes are spread over"
          required
          choices={RACK_CHOICES}
        />
        <NumberField
          name="dataNodes.0.nodeCount"
          label="Number of data nodes"
          description={`Spread over ${racks} racks: a multiple of ${racks}`}
          required
          min={racks}
          max={maxNodes}
          step={racks}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NodeSizeSelect
          name="clusterManagerNodes.0.nodeSize"
          nodeRole="OPENSEARCH_CLUSTER_MANAGER"
          label="Cluster manager node size"
          description={
            dedicated ? 'Three dedicated nodes of this size' : 'The first three data nodes act as cluster managers'
          }
        />
        <CheckboxField
          name="clusterManagerNodes.0.dedicatedManager"
          label="Dedicated cluster manager nodes"
          description="Run the cluster manager on three nodes of its own"
        />
      </SimpleGrid>
      {dashboards.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NodeSizeSelect
            name="opensearchDashboards.0.nodeSize"
            nodeRole="OPENSEARCH_DASHBOARDS"
            label="OpenSearch Dashboards node size"
          />
          <OidcProviderSelect />
        </SimpleGrid>
      )}
    </Stack>
  );
}
