import { NODE_ROLES, type NodeSize } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { compareNodeSizes, createCatalogue } from './catalogue.ts';

const catalogue = createCatalogue();
const names = (sizes: NodeSize[]) => sizes.map((s) => s.name);

describe('regions', () => {
  it('lists the regions of a provider for an application', () => {
    const aws = catalogue.regions('APACHE_CASSANDRA', 'AWS_VPC');
    expect(aws).toHaveLength(32);
    expect(aws).toContain('US_EAST_1');
    expect(catalogue.regions('KAFKA', 'GCP')).toContain('us-central1');
    expect(catalogue.regions('OPENSEARCH', 'AZURE_AZ')).toContain('EAST_US');
  });
});

describe('node sizes in a region', () => {
  it('offers sizes of all regions and the region’s own, nothing of another region', () => {
    const usEast = names(
      catalogue.nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC', region: 'US_EAST_1' }),
    );
    const capeTown = names(
      catalogue.nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC', region: 'AF_SOUTH_1' }),
    );
    expect(usEast).toEqual(expect.arrayContaining(['CAS-PRD-r7g.large-400', 'CAS-PRD-r8g.large-400', 'i3.2xlarge']));
    expect(capeTown).toContain('CAS-PRD-r7g.large-400');
    expect(capeTown).not.toContain('CAS-PRD-r8g.large-400');
  });

  it('leaves out the Shotover proxy, ZooKeeper and KFK-SO sizes', () => {
    const cassandra = names(
      catalogue.nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC', region: 'US_EAST_1' }),
    );
    expect(cassandra.filter((n) => n.startsWith('CSO-'))).toEqual([]);
    const kafka = ['AWS_VPC', 'GCP', 'AZURE_AZ'].flatMap((cloudProvider) =>
      names(catalogue.nodeSizes({ application: 'KAFKA', cloudProvider: cloudProvider as 'GCP' })),
    );
    expect(kafka.filter((n) => /^KFK-(ZK|SO)-/.test(n))).toEqual([]);
  });

  it('gives Kafka’s KRaft sizes the controller role, the others the broker role', () => {
    const sizes = catalogue.nodeSizes({ application: 'KAFKA', cloudProvider: 'AWS_VPC', region: 'US_EAST_1' });
    expect(sizes.find((s) => s.name === 'KFK-KR-PRD-m7g.large-80')?.role).toBe('KAFKA_CONTROLLER');
    expect(sizes.find((s) => s.name === 'KFK-PRD-r7g.large-400')?.role).toBe('KAFKA_BROKER');
    const controllers = catalogue.nodeSizes({
      application: 'KAFKA',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      role: 'KAFKA_CONTROLLER',
    });
    expect(controllers.length).toBeGreaterThan(0);
    expect(controllers.every((s) => s.name.startsWith('KFK-KR-'))).toBe(true);
  });

  it('lists OpenSearch sizes per role: dedicated manager sizes only for cluster managers', () => {
    const query = { application: 'OPENSEARCH', cloudProvider: 'AWS_VPC', region: 'US_EAST_1' } as const;
    const data = names(catalogue.nodeSizes({ ...query, role: 'OPENSEARCH_DATA' }));
    const managers = names(catalogue.nodeSizes({ ...query, role: 'OPENSEARCH_CLUSTER_MANAGER' }));
    expect(managers).toContain('SRH-DM-PRD-m6g.large-10');
    expect(data).not.toContain('SRH-DM-PRD-m6g.large-10');
    expect(data).toContain('SRH-PRD-m6g.large-120');
  });

  it('leaves development sizes out for production', () => {
    const all = catalogue.nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC', region: 'US_EAST_1' });
    const production = catalogue.nodeSizes({
      application: 'APACHE_CASSANDRA',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      slaTier: 'PRODUCTION',
    });
    expect(all.some((s) => s.development)).toBe(true);
    expect(production.some((s) => s.development)).toBe(false);
    expect(production.length).toBe(all.filter((s) => !s.development).length);
  });

  it('sorts by role, then price', () => {
    const sizes = catalogue.nodeSizes({ application: 'OPENSEARCH', cloudProvider: 'GCP', region: 'us-central1' });
    expect(sizes.toSorted(compareNodeSizes)).toEqual(sizes);
    const roles = sizes.map((s) => NODE_ROLES.indexOf(s.role));
    expect(roles).toEqual(roles.toSorted((a, b) => a - b));
    expect(new Set(sizes.map((s) => s.role))).toEqual(
      new Set(['OPENSEARCH_DATA', 'OPENSEARCH_CLUSTER_MANAGER', 'OPENSEARCH_DASHBOARDS']),
    );
  });

  it('is empty for a region the provider does not have', () => {
    expect(catalogue.nodeSizes({ application: 'KAFKA', cloudProvider: 'AWS_VPC', region: 'us-central1' })).toEqual([]);
  });
});

describe('node sizes without a region', () => {
  it('lists each size once per provider, priced in the reference region where offered there', () => {
    const sizes = catalogue.nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC' });
    const ids = sizes.map((s) => `${s.role}|${s.name}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sizes.find((s) => s.name === 'CAS-PRD-r7g.large-400')?.region).toBe('US_EAST_1');
    // Every size offered in any region shows up.
    const inRegions = new Set(
      catalogue
        .regions('APACHE_CASSANDRA', 'AWS_VPC')
        .flatMap((region) =>
          names(catalogue.nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC', region })),
        ),
    );
    expect(new Set(names(sizes))).toEqual(inRegions);
  });

  it('covers every provider when none is named, still sorted', () => {
    const sizes = catalogue.nodeSizes({ application: 'KAFKA' });
    expect(new Set(sizes.map((s) => s.cloudProvider))).toEqual(new Set(['AWS_VPC', 'GCP', 'AZURE_AZ']));
    expect(sizes.toSorted(compareNodeSizes)).toEqual(sizes);
  });
});

describe('facts and prices', () => {
  it('describes every offered size with positive numbers and a price', () => {
    for (const application of ['APACHE_CASSANDRA', 'KAFKA', 'OPENSEARCH'] as const) {
      for (const size of catalogue.nodeSizes({ application })) {
        expect(size.vcpus).toBeGreaterThan(0);
        expect(size.memoryGiB).toBeGreaterThan(0);
        expect(size.diskGB).toBeGreaterThan(0);
        expect(size.monthlyPriceUsd).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic: a second catalogue prices everything the same', () => {
    const again = createCatalogue();
    for (const query of [
      { application: 'KAFKA' },
      { application: 'OPENSEARCH', cloudProvider: 'GCP', region: 'us-east1' },
    ] as const) {
      expect(again.nodeSizes(query)).toEqual(catalogue.nodeSizes(query));
    }
  });

  it('prices a development size below the production size of the same machine', () => {
    const where = {
      application: 'OPENSEARCH',
      cloudProvider: 'GCP',
      region: 'us-central1',
      role: 'OPENSEARCH_DATA',
    } as const;
    const development = catalogue.findNodeSize({ ...where, name: 'SRH-DEV-n2-standard-2-120' });
    const production = catalogue.findNodeSize({ ...where, name: 'SRH-PRD-n2-standard-2-120' });
    expect(development?.development).toBe(true);
    expect(production?.development).toBe(false);
    expect(development?.monthlyPriceUsd).toBeLessThan(production?.monthlyPriceUsd ?? 0);
  });

  it('finds a size by application, provider, region, role and name', () => {
    const where = {
      application: 'APACHE_CASSANDRA',
      cloudProvider: 'AWS_VPC',
      role: 'CASSANDRA',
      name: 'CAS-PRD-r8g.large-400',
    } as const;
    expect(catalogue.findNodeSize({ ...where, region: 'US_EAST_1' })).toMatchObject({
      vcpus: 2,
      memoryGiB: 16,
      diskGB: 400,
    });
    expect(catalogue.findNodeSize({ ...where, region: 'AF_SOUTH_1' })).toBeUndefined();
    expect(catalogue.findNodeSize({ ...where, region: 'US_EAST_1', role: 'KAFKA_BROKER' })).toBeUndefined();
  });
});
