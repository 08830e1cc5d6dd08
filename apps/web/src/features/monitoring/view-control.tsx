import type { ClusterDetails, ClusterNode } from '@datadeck/contracts';
import { Group, SegmentedControl, Select } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { nodeLabel } from './chart-data.ts';

type ViewControlProps = {
  cluster: ClusterDetails;
  /** The node shown, or undefined for the whole cluster. */
  nodeId: string | undefined;
  onChange: (nodeId: string | undefined) => void;
};

const option = (node: ClusterNode) => ({
  value: node.id,
  label: nodeLabel({ privateIp: node.privateAddress, rack: node.rack }),
});

/** The cluster's nodes for the picker, grouped by data centre when there are several. */
function nodeOptions(cluster: ClusterDetails) {
  if (cluster.dataCentres.length === 1) return cluster.dataCentres[0]?.nodes.map(option) ?? [];
  return cluster.dataCentres.map((dc) => ({ group: dc.name, items: dc.nodes.map(option) }));
}

/**
 * Whole cluster (a line per node) or one node. Choosing "One node" picks the first node at once,
 * so the URL always names a node in that view and a shared link shows the same charts.
 */
export function ViewControl({ cluster, nodeId, onChange }: ViewControlProps) {
  const firstNode = cluster.dataCentres.flatMap((dc) => dc.nodes)[0];
  return (
    <Group gap="sm" align="center">
      <SegmentedControl
        aria-label="View"
        data={[
          { value: 'cluster', label: 'Whole cluster' },
          { value: 'node', label: 'One node', disabled: firstNode === undefined },
        ]}
        value={nodeId === undefined ? 'cluster' : 'node'}
        onChange={(view) => onChange(view === 'node' ? firstNode?.id : undefined)}
      />
      {nodeId !== undefined && (
        <Select
          aria-label="Node"
          data={nodeOptions(cluster)}
          value={nodeId}
          allowDeselect={false}
          onChange={(next) => {
            if (next !== null) onChange(next);
          }}
          w={260}
        />
      )}
    </Group>
  );
}
