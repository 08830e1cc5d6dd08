import { opensearchClusterSchema, type CreateClusterRequest } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { clusterEstimate, rolesLabel, type PriceOf } from './estimate.ts';

const PRICES: Record<string, number> = { 'SRH-PRD-data': 100, 'SRH-PRD-manager': 40, 'SRH-PRD-dash': 25.5 };
const priceOf: PriceOf = (nodeSize) => PRICES[nodeSize];

function opensearch(dedicatedManager: boolean): CreateClusterRequest {
  const body = opensearchClusterSchema.parse({
    name: 'search',
    slaTier: 'PRODUCTION',
    opensearchVersion: '3.6.0',
    dataCentres: [{ name: 'AWS_VPC_US_EAST_1', cloudProvider: 'AWS_VPC', region: 'US_EAST_1', network: '10.0.0.0/16' }],
    dataNodes: [{ nodeSize: 'SRH-PRD-data', nodeCount: 6 }],
    clusterManagerNodes: [{ nodeSize: 'SRH-PRD-manager', dedicatedManager }],
    opensearchDashboards: [{ nodeSize: 'SRH-PRD-dash' }],
  });
  return { application: 'OPENSEARCH', ...body };
}

describe('clusterEstimate', () => {
  it('prices the planned nodes: data nodes that also manage, and one Dashboards node', () => {
    const estimate = clusterEstimate(opensearch(false), priceOf, false);
    expect(estimate.lines.map((l) => [rolesLabel(l.roles), l.count, l.unitPriceUsd])).toEqual([
      ['Data nodes (also cluster managers)', 6, 100],
      ['OpenSearch Dashboards', 1, 25.5],
    ]);
    expect(estimate.total).toEqual({ subtotalUsd: 625.5, gstUsd: 0, totalUsd: 625.5 });
  });

  it('adds three dedicated managers and 10% GST when they apply', () => {
    const estimate = clusterEstimate(opensearch(true), priceOf, true);
    expect(estimate.lines.map((l) => [rolesLabel(l.roles), l.count])).toEqual([
      ['Cluster manager nodes', 3],
      ['Data nodes', 6],
      ['OpenSearch Dashboards', 1],
    ]);
    expect(estimate.total).toEqual({ subtotalUsd: 745.5, gstUsd: 74.55, totalUsd: 820.05 });
  });

  it('gives no total while a price is unknown', () => {
    const estimate = clusterEstimate(opensearch(false), (size) => (size === 'SRH-PRD-dash' ? undefined : 1), false);
    expect(estimate.lines.at(-1)?.unitPriceUsd).toBeNull();
    expect(estimate.total).toBeNull();
  });
});
