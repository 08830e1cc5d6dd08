import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { clusterDetails, clusterNode, dataCentre } from './cluster-details.fixture.ts';
import { ClusterOverview } from './cluster-overview.tsx';
import { DataCentresTable } from './data-centres-table.tsx';

const headers = () =>
  within(screen.getByRole('table', { name: 'Data centres' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const cells = () =>
  within(screen.getAllByRole('row')[1] ?? document.body)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** An OpenSearch cluster with a load balancer; its data centre's racks as given (none: created before they were). */
const opensearch = (numberOfRacks?: number) =>
  clusterDetails({
    application: 'OPENSEARCH',
    loadBalancer: true,
    dataCentres: [dataCentre({ replicationFactor: null, ...(numberOfRacks !== undefined && { numberOfRacks }) })],
  });

describe("the data centres table: each application's settings", () => {
  it("shows Cassandra's replication factor, continuous backup and private IP broadcast", () => {
    renderWithProviders(
      <DataCentresTable
        cluster={clusterDetails({
          dataCentres: [dataCentre({ continuousBackup: true, privateIpBroadcastForDiscovery: false })],
        })}
      />,
    );
    expect(headers()).toEqual([
      'Name',
      'Cloud provider',
      'Region',
      'Network',
      'Node size',
      'Nodes',
      'Replication factor',
      'Client encryption',
      'Continuous backup',
      'Private IP broadcast',
    ]);
    expect(cells()).toEqual([
      'Amazon Web Services',
      'US_EAST_1',
      '10.0.0.0/16',
      'CAS-PRD-r7g.large-400',
      '1',
      '3',
      'Enabled',
      'Enabled',
      'Disabled',
    ]);
  });

  it("shows a Kafka cluster's default replication factor for its data centre, which has none", () => {
    const kafka = clusterDetails({
      application: 'KAFKA',
      defaultReplicationFactor: 5,
      clientBrokerAuthWithMtls: true,
      dataCentres: [
        dataCentre({
          nodeSize: 'KFK-PRD-r8g.large-400',
          numberOfNodes: 5,
          replicationFactor: null,
          providerAccountName: 'acme-aws',
          nodes: [clusterNode({ nodeRoles: ['KAFKA_BROKER'] })],
        }),
      ],
    });
    renderWithProviders(
      <>
        <DataCentresTable cluster={kafka} />
        <ClusterOverview cluster={kafka} />
      </>,
    );
    expect(headers()).toEqual([
      'Name',
      'Cloud provider',
      'Region',
      'Provider account',
      'Network',
      'Node size',
      'Nodes',
      'Replication factor',
      'Client encryption',
    ]);
    expect(cells()).toEqual([
      'Amazon Web Services',
      'US_EAST_1',
      'acme-aws',
      '10.0.0.0/16',
      'KFK-PRD-r8g.large-400',
      '5',
      '5',
      'Enabled',
    ]);
    expect(screen.getByText('Client-broker mTLS').nextSibling?.textContent).toBe('Enabled');
  });

  it("shows OpenSearch's racks, and three for a data centre created before racks could be chosen", () => {
    const { unmount } = renderWithProviders(<DataCentresTable cluster={opensearch(2)} />);
    expect(headers()).toContain('Racks');
    expect(cells()).toEqual([
      'Amazon Web Services',
      'US_EAST_1',
      '10.0.0.0/16',
      'CAS-PRD-r7g.large-400',
      '1',
      '2',
      'Not applicable',
      'Enabled',
    ]);
    unmount();
    renderWithProviders(
      <>
        <DataCentresTable cluster={opensearch()} />
        <ClusterOverview cluster={opensearch()} />
      </>,
    );
    expect(cells()[5]).toBe('3');
    expect(screen.getByText('Load balancer').nextSibling?.textContent).toBe('Enabled');
  });
});
