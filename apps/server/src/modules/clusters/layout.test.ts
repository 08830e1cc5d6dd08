import { kafkaClusterSchema, opensearchClusterSchema } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { layOutNodes } from './layout.ts';

describe('node layout', () => {
  it('spreads nodes over three racks with addresses from the data centre network', () => {
    const kafka = kafkaClusterSchema.parse({
      name: 'events',
      slaTier: 'PRODUCTION',
      kafkaVersion: '4.2.1',
      dataCentres: [
        {
          name: 'DC',
          cloudProvider: 'AWS_VPC',
          region: 'US_EAST_1',
          network: '10.4.0.0/16',
          nodeSize: 'KFK-PRD-r7g.large-400',
          numberOfNodes: 6,
        },
      ],
    });
    const nodes = layOutNodes({ application: 'KAFKA', ...kafka });
    expect(nodes.map((n) => n.rack)).toEqual([
      'us-east-1a',
      'us-east-1b',
      'us-east-1c',
      'us-east-1a',
      'us-east-1b',
      'us-east-1c',
    ]);
    expect(nodes.map((n) => n.privateAddress).slice(0, 2)).toEqual(['10.4.0.10', '10.4.0.11']);
    // KRaft controllers run on the first three brokers.
    expect(nodes.map((n) => n.nodeRoles.includes('KAFKA_CONTROLLER'))).toEqual([true, true, true, false, false, false]);
  });

  it('puts OpenSearch cluster managers on the first three data nodes unless dedicated', () => {
    const base = {
      name: 'search',
      slaTier: 'NON_PRODUCTION',
      opensearchVersion: '3.6.0',
      dataCentres: [{ name: 'DC', cloudProvider: 'GCP', region: 'us-east1', network: '10.0.0.0/16' }],
      dataNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-80', nodeCount: 6 }],
    };
    const shared = layOutNodes({
      application: 'OPENSEARCH',
      ...opensearchClusterSchema.parse({ ...base, clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-30' }] }),
    });
    expect(shared.filter((n) => n.nodeRoles.includes('OPENSEARCH_CLUSTER_MANAGER'))).toHaveLength(3);
    expect(shared).toHaveLength(6);
    const dedicated = layOutNodes({
      application: 'OPENSEARCH',
      ...opensearchClusterSchema.parse({
        ...base,
        clusterManagerNodes: [{ nodeSize: 'SRH-DEV-n2-standard-2-30', dedicatedManager: true }],
      }),
    });
    expect(dedicated).toHaveLength(9);
    expect(dedicated.filter((n) => n.nodeRoles.join() === 'OPENSEARCH_CLUSTER_MANAGER')).toHaveLength(3);
    expect(dedicated[0]?.rack).toBe('us-east1-a');
  });

  it("spreads over as many racks as the application says: Kafka's default replication factor, OpenSearch's numberOfRacks", () => {
    const kafka = kafkaClusterSchema.parse({
      name: 'events',
      slaTier: 'NON_PRODUCTION',
      kafkaVersion: '4.2.1',
      defaultReplicationFactor: 2,
      dataCentres: [
        {
          name: 'DC',
          cloudProvider: 'AWS_VPC',
          region: 'US_EAST_1',
          network: '10.4.0.0/16',
          nodeSize: 'KFK-DEV-t4g.small-5',
          numberOfNodes: 4,
        },
      ],
    });
    expect(layOutNodes({ application: 'KAFKA', ...kafka }).map((n) => n.rack)).toEqual([
      'us-east-1a',
      'us-east-1b',
      'us-east-1a',
      'us-east-1b',
    ]);
    const search = opensearchClusterSchema.parse({
      name: 'search',
      slaTier: 'NON_PRODUCTION',
      opensearchVersion: '3.6.0',
      dataCentres: [
        { name: 'DC', cloudProvider: 'AZURE_AZ', region: 'EAST_US', network: '10.0.0.0/16', numberOfRacks: 5 },
      ],
      clusterManagerNodes: [{ nodeSize: 'SRH-DEV-D2s_v5-30-an' }],
      dataNodes: [{ nodeSize: 'SRH-DEV-D2s_v5-80-an', nodeCount: 5 }],
    });
    expect(new Set(layOutNodes({ application: 'OPENSEARCH', ...search }).map((n) => n.rack)).size).toBe(5);
  });
});
