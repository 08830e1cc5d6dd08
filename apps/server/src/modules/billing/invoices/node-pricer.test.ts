import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../catalogue/catalogue.ts';
import { nodeSizeFacts } from '../../catalogue/node-size-facts.ts';
import { monthlyPriceUsd } from '../../catalogue/pricing.ts';
import { nodePricer } from './charges.ts';

const catalogue = createCatalogue();
const listed = catalogue
  .nodeSizes({ application: 'KAFKA', cloudProvider: 'AWS_VPC', region: 'US_EAST_1', role: 'KAFKA_BROKER' })
  .find((size) => !size.development);
if (!listed) throw new Error('no Kafka broker size in US_EAST_1');
const key = {
  application: 'KAFKA',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  role: 'KAFKA_BROKER',
  nodeSize: listed.name,
} as const;

describe('the price of a node in charges', () => {
  it("is the Pricing page's price of the size in the cluster's region, in cents", () => {
    expect(nodePricer(catalogue)(key)).toBe(Math.round(listed.monthlyPriceUsd * 100));
  });

  it('prices a size the catalogue no longer offers there by the same formula from its machine', () => {
    const facts = nodeSizeFacts(listed.name);
    if (!facts) throw new Error('a listed size has facts');
    const elsewhere = { ...key, region: 'RETIRED_REGION_1' };
    expect(catalogue.findNodeSize({ ...elsewhere, name: listed.name })).toBeUndefined();
    expect(nodePricer(catalogue)(elsewhere)).toBe(
      Math.round(monthlyPriceUsd(facts, 'AWS_VPC', 'RETIRED_REGION_1', false) * 100),
    );
    expect(nodePricer(catalogue)({ ...key, role: null })).toBe(Math.round(listed.monthlyPriceUsd * 100));
  });

  it('cannot price a size whose machine is unknown', () => {
    expect(nodePricer(catalogue)({ ...key, nodeSize: 'no-such-machine' })).toBeNull();
  });
});
